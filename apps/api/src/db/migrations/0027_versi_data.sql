CREATE TABLE "versi_data" (
	"college_id" integer NOT NULL,
	"ruang" text NOT NULL,
	"versi" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "versi_data_college_id_ruang_pk" PRIMARY KEY("college_id","ruang")
);
--> statement-breakpoint
ALTER TABLE "versi_data" ADD CONSTRAINT "versi_data_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The class list, the class detail and the dashboard's day schedule are answered from a per-process cache while
-- their college's version of area 'kelas' is unchanged (lib/read-cache.ts). These triggers raise it in the writing transaction, whoever writes (API,
-- job, seed, plain SQL), once per statement: a bulk import of thousands of participants raises it once, not per row.
-- A college being deleted is skipped (its rows go with it).
CREATE FUNCTION lms_versi_data_naik() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- TG_ARGV[0]: the area; TG_ARGV[1]: how a written row names its college, 'college_id' or 'id_kelas_kuliah'.
  baris text := CASE TG_OP WHEN 'INSERT' THEN 'baru' WHEN 'DELETE' THEN 'lama'
    ELSE '(SELECT * FROM baru UNION ALL SELECT * FROM lama)' END;
  college text := CASE TG_ARGV[1] WHEN 'college_id' THEN 'r.college_id'
    ELSE '(SELECT k.college_id FROM kelas_kuliah k WHERE k.id = r.id_kelas_kuliah)' END;
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
-- Per row, for a user's displayed name or photo (a statement trigger cannot name columns and have transition tables,
-- and every request's last_active write must not raise it).
CREATE FUNCTION lms_versi_data_naik_baris() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO versi_data (college_id, ruang, versi) VALUES (NEW.college_id, TG_ARGV[0], 1)
    ON CONFLICT (college_id, ruang) DO UPDATE SET versi = versi_data.versi + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  -- table => how its rows name their college; meetings count only (inserted or deleted).
  tabel text[] := ARRAY[
    'kelas_kuliah:college_id:IUD', 'mata_kuliah:college_id:IUD', 'jenis_kelas:college_id:IUD',
    'label_kelas:college_id:IUD', 'prodi:college_id:IUD', 'dosen:college_id:IUD', 'mahasiswa:college_id:IUD',
    'periode:college_id:IUD', 'pertemuan:college_id:ID', 'kelas_prodi:id_kelas_kuliah:IUD', 'kelas_pengajar:id_kelas_kuliah:IUD',
    'kelas_peserta:id_kelas_kuliah:IUD', 'kelas_jadwal:id_kelas_kuliah:IUD'];
  t text; nama text; kolom text; ops text;
BEGIN
  FOREACH t IN ARRAY tabel LOOP
    nama := split_part(t, ':', 1); kolom := split_part(t, ':', 2); ops := split_part(t, ':', 3);
    IF position('I' IN ops) > 0 THEN
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS baru
        FOR EACH STATEMENT EXECUTE FUNCTION lms_versi_data_naik(%L, %L)', nama || '_versi_kelas_i', nama, 'kelas', kolom);
    END IF;
    IF position('U' IN ops) > 0 THEN
      EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS lama NEW TABLE AS baru
        FOR EACH STATEMENT EXECUTE FUNCTION lms_versi_data_naik(%L, %L)', nama || '_versi_kelas_u', nama, 'kelas', kolom);
    END IF;
    IF position('D' IN ops) > 0 THEN
      EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS lama
        FOR EACH STATEMENT EXECUTE FUNCTION lms_versi_data_naik(%L, %L)', nama || '_versi_kelas_d', nama, 'kelas', kolom);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_versi_kelas AFTER UPDATE OF nama, gelar_depan, gelar_akademik, avatar_url ON users FOR EACH ROW
  WHEN ((OLD.nama, OLD.gelar_depan, OLD.gelar_akademik, OLD.avatar_url)
    IS DISTINCT FROM (NEW.nama, NEW.gelar_depan, NEW.gelar_akademik, NEW.avatar_url))
  EXECUTE FUNCTION lms_versi_data_naik_baris('kelas');
