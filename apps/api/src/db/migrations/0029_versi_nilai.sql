CREATE TABLE "versi_nilai_kelas" (
	"id_kelas_kuliah" text PRIMARY KEY NOT NULL,
	"versi" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "versi_nilai_kelas" ADD CONSTRAINT "versi_nilai_kelas_id_kelas_kuliah_kelas_kuliah_id_fk" FOREIGN KEY ("id_kelas_kuliah") REFERENCES "public"."kelas_kuliah"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The gradebook (modules/nilai) is kept in the read cache while its class's grade version and its college's versions
-- of 'kelas', 'pertemuan', 'ujian', 'tugas', 'forum' and 'nilai' hold. These row triggers raise the class's grade
-- version when a score, a grading state or the built-in Siakad's side of the class changes, whoever writes. They are
-- deferred constraint triggers: the version row is written at commit, so a burst of submissions to one class waits
-- on it for the commit only, not for the rest of each transaction. Their WHEN clauses keep every other write
-- (an exam answer's save, last activity, a job's progress) away from the function.
-- TG_ARGV[0]: the row's column naming its class or its parent; TG_ARGV[1]: the parent table (absent: the column
-- holds the class id); TG_ARGV[2] = 'bila_berakhir': only once the parent (an exam) has ended (an attempt started
-- earlier changes no grading state: the column says 'belum_berakhir' until then).
CREATE FUNCTION lms_versi_nilai_naik() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  baris jsonb;
  kelas text;
  berakhir boolean := true;
BEGIN
  IF TG_OP = 'DELETE' THEN baris := to_jsonb(OLD); ELSE baris := to_jsonb(NEW); END IF;
  IF TG_NARGS = 1 THEN
    kelas := baris ->> TG_ARGV[0];
  ELSE
    EXECUTE format('SELECT p.id_kelas_kuliah, %s FROM %I p WHERE p.id = $1',
        CASE WHEN TG_NARGS > 2 THEN 'p.waktu_selesai <= now()' ELSE 'true' END, TG_ARGV[1])
      INTO kelas, berakhir USING (baris ->> TG_ARGV[0])::int;
  END IF;
  -- A class deleted in this transaction (its rows go with it) is skipped.
  IF kelas IS NOT NULL AND berakhir AND EXISTS (SELECT 1 FROM kelas_kuliah WHERE id = kelas) THEN
    INSERT INTO versi_nilai_kelas (id_kelas_kuliah, versi) VALUES (kelas, 1)
      ON CONFLICT (id_kelas_kuliah) DO UPDATE SET versi = versi_nilai_kelas.versi + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  -- table : operation : WHEN condition (empty: always) : function arguments
  tabel text[] := ARRAY[
    'ujian_pengerjaan|INSERT||''id_ujian'', ''ujian'', ''bila_berakhir''',
    'ujian_pengerjaan|UPDATE|(OLD.waktu_selesai, OLD.nilai_akhir, OLD.dinilai_at, OLD.id_user) IS DISTINCT FROM (NEW.waktu_selesai, NEW.nilai_akhir, NEW.dinilai_at, NEW.id_user)|''id_ujian'', ''ujian''',
    'ujian_pengerjaan|DELETE||''id_ujian'', ''ujian''',
    'tugas_pengumpulan|INSERT||''id_tugas'', ''tugas''',
    'tugas_pengumpulan|UPDATE|(OLD.id_mahasiswa, OLD.id_kelompok, OLD.terlambat) IS DISTINCT FROM (NEW.id_mahasiswa, NEW.id_kelompok, NEW.terlambat)|''id_tugas'', ''tugas''',
    'tugas_pengumpulan|DELETE||''id_tugas'', ''tugas''',
    'tugas_nilai|INSERT||''id_tugas'', ''tugas''',
    'tugas_nilai|UPDATE|(OLD.id_mahasiswa, OLD.nilai) IS DISTINCT FROM (NEW.id_mahasiswa, NEW.nilai)|''id_tugas'', ''tugas''',
    'tugas_nilai|DELETE||''id_tugas'', ''tugas''',
    'forum_peserta|INSERT|NEW.jumlah_post + NEW.jumlah_balasan > 0|''id_forum'', ''forum''',
    'forum_peserta|UPDATE|(OLD.user_id, OLD.peran, OLD.jumlah_post, OLD.jumlah_balasan) IS DISTINCT FROM (NEW.user_id, NEW.peran, NEW.jumlah_post, NEW.jumlah_balasan)|''id_forum'', ''forum''',
    'forum_peserta|DELETE||''id_forum'', ''forum''',
    'job_status|INSERT|NEW.jenis = ''hitung_nilai_ujian''|''id_sumber'', ''ujian''',
    'job_status|UPDATE|NEW.jenis = ''hitung_nilai_ujian'' AND OLD.status IS DISTINCT FROM NEW.status|''id_sumber'', ''ujian''',
    'job_status|DELETE|OLD.jenis = ''hitung_nilai_ujian''|''id_sumber'', ''ujian''',
    'nilai_komponen_aktivitas|INSERT||''id_kelas_kuliah''',
    'nilai_komponen_aktivitas|UPDATE||''id_kelas_kuliah''',
    'nilai_komponen_aktivitas|DELETE||''id_kelas_kuliah''',
    'siakad_komponen_nilai|INSERT||''id_kelas_kuliah''',
    'siakad_komponen_nilai|UPDATE||''id_kelas_kuliah''',
    'siakad_komponen_nilai|DELETE||''id_kelas_kuliah''',
    'siakad_kunci_nilai|INSERT||''id_kelas_kuliah''',
    'siakad_kunci_nilai|UPDATE|OLD.dikunci IS DISTINCT FROM NEW.dikunci|''id_kelas_kuliah''',
    'siakad_kunci_nilai|DELETE||''id_kelas_kuliah''',
    'siakad_nilai|INSERT||''id_kelas_kuliah''',
    'siakad_nilai|UPDATE|(OLD.nilai, OLD.update_by_sikad) IS DISTINCT FROM (NEW.nilai, NEW.update_by_sikad)|''id_kelas_kuliah''',
    'siakad_nilai|DELETE||''id_kelas_kuliah'''];
  t text; nama text; op text; syarat text; args text;
BEGIN
  FOREACH t IN ARRAY tabel LOOP
    nama := split_part(t, '|', 1); op := split_part(t, '|', 2); syarat := split_part(t, '|', 3); args := split_part(t, '|', 4);
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER %s ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW %s EXECUTE FUNCTION lms_versi_nilai_naik(%s)',
      nama || '_versi_nilai_' || lower(left(op, 1)), op, nama,
      CASE WHEN syarat = '' THEN '' ELSE 'WHEN (' || syarat || ')' END, args);
  END LOOP;
END $$;
--> statement-breakpoint
-- The score entry windows are per period, not per class: they raise the college's area 'nilai' (migration 0028's
-- statement trigger function).
CREATE TRIGGER siakad_waktu_entri_nilai_versi_nilai_i AFTER INSERT ON siakad_waktu_entri_nilai REFERENCING NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION lms_versi_data_naik('nilai', 'college_id');
--> statement-breakpoint
CREATE TRIGGER siakad_waktu_entri_nilai_versi_nilai_u AFTER UPDATE ON siakad_waktu_entri_nilai REFERENCING OLD TABLE AS lama NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION lms_versi_data_naik('nilai', 'college_id');
--> statement-breakpoint
CREATE TRIGGER siakad_waktu_entri_nilai_versi_nilai_d AFTER DELETE ON siakad_waktu_entri_nilai REFERENCING OLD TABLE AS lama
  FOR EACH STATEMENT EXECUTE FUNCTION lms_versi_data_naik('nilai', 'college_id');
