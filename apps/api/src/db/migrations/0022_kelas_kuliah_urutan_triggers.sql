-- The class list is ordered by period, course name and class label, and pages through a college's classes with an
-- index range scan on (college_id, periode desc, mk_nama, label_nama, id). The two names are copied onto the class
-- row and kept equal to their source here, whoever writes (API, import, seed, SQL): a class takes the names of its
-- course and label when it is inserted or moved to another one, and a renamed course or label renames its classes.

UPDATE kelas_kuliah k SET mk_nama = mk.nama FROM mata_kuliah mk WHERE mk.id = k.id_mata_kuliah;
--> statement-breakpoint
UPDATE kelas_kuliah k SET label_nama = lk.nama FROM label_kelas lk WHERE lk.id = k.id_label_kelas;
--> statement-breakpoint
-- '' for a missing course or label, so the foreign key (checked after this trigger) reports it, not NOT NULL.
CREATE FUNCTION lms_kelas_kuliah_nama() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.mk_nama := coalesce((SELECT nama FROM mata_kuliah WHERE id = NEW.id_mata_kuliah), '');
  NEW.label_nama := coalesce((SELECT nama FROM label_kelas WHERE id = NEW.id_label_kelas), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Also on a direct write of the copies: they always hold the source's value.
CREATE TRIGGER kelas_kuliah_nama BEFORE INSERT OR UPDATE OF id_mata_kuliah, id_label_kelas, mk_nama, label_nama
  ON kelas_kuliah FOR EACH ROW EXECUTE FUNCTION lms_kelas_kuliah_nama();
--> statement-breakpoint
CREATE FUNCTION lms_mata_kuliah_nama_ke_kelas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE kelas_kuliah SET mk_nama = NEW.nama WHERE id_mata_kuliah = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mata_kuliah_nama_ke_kelas AFTER UPDATE OF nama ON mata_kuliah
  FOR EACH ROW WHEN (OLD.nama IS DISTINCT FROM NEW.nama) EXECUTE FUNCTION lms_mata_kuliah_nama_ke_kelas();
--> statement-breakpoint
CREATE FUNCTION lms_label_kelas_nama_ke_kelas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE kelas_kuliah SET label_nama = NEW.nama WHERE id_label_kelas = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER label_kelas_nama_ke_kelas AFTER UPDATE OF nama ON label_kelas
  FOR EACH ROW WHEN (OLD.nama IS DISTINCT FROM NEW.nama) EXECUTE FUNCTION lms_label_kelas_nama_ke_kelas();
