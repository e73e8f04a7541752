-- Engine v2, security: record versions (stale edits are refused) and notifications that keep the
-- guard's in-memory access cache exact (a revoked code or a deactivated user takes effect at once).

-- Bumps `version` when the row's data changed; the arguments name columns that are not data
-- (bookkeeping columns and generated ones, whose NEW value is not computed yet in a BEFORE trigger).
CREATE FUNCTION bump_version() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF (to_jsonb(NEW) - TG_ARGV) IS DISTINCT FROM (to_jsonb(OLD) - TG_ARGV) THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$;

ALTER TABLE usuarios ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE TRIGGER usuarios_version BEFORE UPDATE ON usuarios
  FOR EACH ROW EXECUTE FUNCTION bump_version('version', 'updated_at', 'ultimo_ingreso', 'invalid_token_time', 'password_hash', 'busqueda');

ALTER TABLE salones ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE TRIGGER salones_version BEFORE UPDATE ON salones
  FOR EACH ROW EXECUTE FUNCTION bump_version('version', 'updated_at', 'busqueda');

-- Bumped with every notification below. NOTIFY reaches a PostgreSQL listener a moment after the
-- commit; a server that reads this counter first never serves access the database already changed.
CREATE TABLE acceso_version (
  unica boolean PRIMARY KEY DEFAULT true CHECK (unica),
  n bigint NOT NULL DEFAULT 0
);
INSERT INTO acceso_version DEFAULT VALUES;

-- Payload: a user id — the changed row's column named by the trigger's argument — or '*' when a
-- group or a permission changed (every cached user may be affected).
CREATE FUNCTION notify_acceso_usuario() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := to_jsonb(OLD);
  ELSE
    changed := to_jsonb(NEW);
  END IF;
  UPDATE acceso_version SET n = n + 1;
  PERFORM pg_notify('acceso', changed ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;

CREATE FUNCTION notify_acceso_todos() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE acceso_version SET n = n + 1;
  PERFORM pg_notify('acceso', '*');
  RETURN NULL;
END
$$;

-- Only people with a group can sign in, so only their rows can be cached.
CREATE TRIGGER usuarios_acceso_update AFTER UPDATE OF activo, deleted_at, invalid_token_time, grupo_id, sede_id, ad, pr, es,
    primer_nombre, primer_apellido ON usuarios
  FOR EACH ROW WHEN (OLD.grupo_id IS NOT NULL OR NEW.grupo_id IS NOT NULL) EXECUTE FUNCTION notify_acceso_usuario('id');
CREATE TRIGGER usuarios_acceso_delete AFTER DELETE ON usuarios
  FOR EACH ROW WHEN (OLD.grupo_id IS NOT NULL) EXECUTE FUNCTION notify_acceso_usuario('id');
CREATE TRIGGER usuario_sedes_acceso AFTER INSERT OR UPDATE OR DELETE ON usuario_sedes
  FOR EACH ROW EXECUTE FUNCTION notify_acceso_usuario('usuario_id');
CREATE TRIGGER grupo_permisos_acceso AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grupo_permisos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_acceso_todos();
CREATE TRIGGER grupos_acceso AFTER UPDATE OR DELETE OR TRUNCATE ON grupos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_acceso_todos();
CREATE TRIGGER permisos_acceso AFTER UPDATE OR DELETE OR TRUNCATE ON permisos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_acceso_todos();
