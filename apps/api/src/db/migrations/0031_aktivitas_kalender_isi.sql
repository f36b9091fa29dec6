-- Migration 0011 added waktu_kalender without filling it, and the demo seed wrote its task, forum and vidcon registry
-- rows without it, so those activities never reached the dashboard calendar. This fills every row still missing it
-- with the rule registerAktivitas applies (shared waktuKalenderAktivitas / JENIS_AKTIVITAS_DEF.kalender): a material by
-- its deadline, a task by its due time (else its start), an exam, forum or vidcon by its start (else its end); teks is
-- never on the calendar. Rows that already have it are left as they are, so running it again changes nothing.
UPDATE "aktivitas_kelas"
SET "waktu_kalender" = CASE "jenis"
    WHEN 'materi' THEN "waktu_selesai"
    WHEN 'tugas' THEN COALESCE("waktu_selesai", "waktu_mulai")
    WHEN 'ujian' THEN COALESCE("waktu_mulai", "waktu_selesai")
    WHEN 'forum' THEN COALESCE("waktu_mulai", "waktu_selesai")
    WHEN 'vidcon' THEN COALESCE("waktu_mulai", "waktu_selesai")
  END
WHERE "waktu_kalender" IS NULL
  AND "jenis" IN ('materi', 'tugas', 'ujian', 'forum', 'vidcon')
  AND COALESCE("waktu_selesai", "waktu_mulai") IS NOT NULL;
