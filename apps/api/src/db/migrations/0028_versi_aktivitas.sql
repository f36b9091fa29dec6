-- The activity lists (exams, tasks, forums, vidcons, materials) keep their shared rows in the read cache
-- (lib/read-cache.ts) while their college's versions of 'kelas', 'pertemuan' and their own area hold. What changes
-- per viewer or with every student's action (attempts, submissions, grades, joins, progress) is not cached and has no
-- trigger here. A written row names its college directly (college_id) or through its parent: TG_ARGV[2] is the
-- parent table and TG_ARGV[1] the row's column holding the parent's id (migration 0027's function only knew the class).
CREATE OR REPLACE FUNCTION lms_versi_data_naik() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  baris text := CASE TG_OP WHEN 'INSERT' THEN 'baru' WHEN 'DELETE' THEN 'lama'
    ELSE '(SELECT * FROM baru UNION ALL SELECT * FROM lama)' END;
  college text := CASE TG_ARGV[1] WHEN 'college_id' THEN 'r.college_id'
    ELSE format('(SELECT p.college_id FROM %I p WHERE p.id = r.%I)', COALESCE(TG_ARGV[2], 'kelas_kuliah'), TG_ARGV[1]) END;
BEGIN
  EXECUTE format(
    'INSERT INTO versi_data (college_id, ruang, versi)
       SELECT DISTINCT x.c, %L, 1 FROM (SELECT %s AS c FROM %s r) x
       WHERE EXISTS (SELECT 1 FROM colleges WHERE id = x.c)
       ON CONFLICT (college_id, ruang) DO UPDATE SET versi = versi_data.versi + 1',
    TG_ARGV[0], college, baris);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  -- table : area : how its rows name their college : parent table (when not college_id)
  tabel text[] := ARRAY[
    'pertemuan:pertemuan:college_id:',
    'ujian:ujian:college_id:', 'ujian_kelompok_soal:ujian:college_id:', 'ujian_soal:ujian:college_id:',
    'tugas:tugas:college_id:', 'tugas_kelompok:tugas:college_id:', 'tugas_kelompok_anggota:tugas:id_tugas:tugas',
    'forum:forum:college_id:', 'vidcon:vidcon:college_id:', 'materi:materi:college_id:'];
  t text; nama text; ruang text; kolom text; induk text; args text;
BEGIN
  FOREACH t IN ARRAY tabel LOOP
    nama := split_part(t, ':', 1); ruang := split_part(t, ':', 2); kolom := split_part(t, ':', 3); induk := split_part(t, ':', 4);
    args := CASE WHEN induk = '' THEN format('%L, %L', ruang, kolom) ELSE format('%L, %L, %L', ruang, kolom, induk) END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS baru
      FOR EACH STATEMENT EXECUTE FUNCTION lms_versi_data_naik(%s)', nama || '_versi_' || ruang || '_i', nama, args);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS lama NEW TABLE AS baru
      FOR EACH STATEMENT EXECUTE FUNCTION lms_versi_data_naik(%s)', nama || '_versi_' || ruang || '_u', nama, args);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS lama
      FOR EACH STATEMENT EXECUTE FUNCTION lms_versi_data_naik(%s)', nama || '_versi_' || ruang || '_d', nama, args);
  END LOOP;
END $$;
--> statement-breakpoint
-- The activity lists show their author's username beside the name: a username change raises 'kelas' too.
DROP TRIGGER users_versi_kelas ON users;
--> statement-breakpoint
CREATE TRIGGER users_versi_kelas AFTER UPDATE OF nama, username, gelar_depan, gelar_akademik, avatar_url ON users FOR EACH ROW
  WHEN ((OLD.nama, OLD.username, OLD.gelar_depan, OLD.gelar_akademik, OLD.avatar_url)
    IS DISTINCT FROM (NEW.nama, NEW.username, NEW.gelar_depan, NEW.gelar_akademik, NEW.avatar_url))
  EXECUTE FUNCTION lms_versi_data_naik_baris('kelas');
--> statement-breakpoint
-- A chat group's unread count for a member: an index-only range after their read mark (the poll of every open page).
CREATE INDEX "chat_pesan_belum_dibaca_idx" ON "chat_pesan" USING btree ("id_grup","id","user_id") WHERE "chat_pesan"."deleted_at" is null;
--> statement-breakpoint
-- A task's submissions whoever submitted (the task lists' counts): its two unique indexes are partial.
CREATE INDEX "tugas_pengumpulan_tugas_idx" ON "tugas_pengumpulan" USING btree ("id_tugas");
