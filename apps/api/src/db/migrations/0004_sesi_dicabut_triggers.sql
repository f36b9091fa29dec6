-- Sessions end in the database, whoever ends them (an API service, a future user-management module, an import, an
-- administrator's SQL): revoking a refresh-token family records the session in sesi_dicabut, and every insert there
-- is announced with NOTIFY so each API process adds the sid to its in-memory set (apps/api/src/lib/sessions.ts).

-- A revoked family is an ended session: one row per sid, however many of its tokens were revoked.
CREATE FUNCTION lms_catat_sesi_dicabut() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sesi_dicabut (sid, college_id, user_id) VALUES (NEW.family_id, NEW.college_id, NEW.user_id)
  ON CONFLICT (sid) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_dicabut AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION lms_catat_sesi_dicabut();
--> statement-breakpoint
-- NOTIFY inside a transaction is delivered when it commits, never when it rolls back.
CREATE FUNCTION lms_umumkan_sesi_dicabut() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lms_sesi_dicabut', NEW.sid::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sesi_dicabut_umumkan AFTER INSERT ON sesi_dicabut
  FOR EACH ROW EXECUTE FUNCTION lms_umumkan_sesi_dicabut();
--> statement-breakpoint
-- A user deactivated, given another role or deleted loses every session: their own and the 'Login Akun Lain'
-- sessions they opened as an operator.
CREATE FUNCTION lms_akhiri_sesi_pengguna() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE refresh_tokens SET revoked_at = now()
   WHERE (user_id = OLD.id OR operator_id = OLD.id) AND revoked_at IS NULL;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_akhiri_sesi AFTER UPDATE OF is_active, role ON users
  FOR EACH ROW WHEN ((OLD.is_active AND NOT NEW.is_active) OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION lms_akhiri_sesi_pengguna();
--> statement-breakpoint
-- BEFORE: the families must still exist to be recorded; the cascade removes them afterwards.
CREATE TRIGGER users_hapus_akhiri_sesi BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION lms_akhiri_sesi_pengguna();
--> statement-breakpoint
-- An operator who may no longer open 'Login Akun Lain' (the rule of requireLoginAsAccess: an active operator row
-- with write on kelas_kuliah) ends the sessions they opened that way.
CREATE FUNCTION lms_akhiri_sesi_login_as() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NOT (NEW.is_active AND coalesce(NEW.hak_akses ->> 'kelas_kuliah', '') = 'write') THEN
    UPDATE refresh_tokens SET revoked_at = now() WHERE operator_id = OLD.user_id AND revoked_at IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER operators_akhiri_sesi_login_as AFTER UPDATE OR DELETE ON operators
  FOR EACH ROW WHEN (OLD.is_active AND coalesce(OLD.hak_akses ->> 'kelas_kuliah', '') = 'write')
  EXECUTE FUNCTION lms_akhiri_sesi_login_as();
