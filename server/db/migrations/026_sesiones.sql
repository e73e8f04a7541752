-- Sessions (issue 11): one row per signed-in token (its jti), so a logout, a password change or
-- idleness ends that token alone; and a person who can no longer sign in (deactivated, deleted or
-- left without a group) keeps no token issued before, even once restored.

CREATE TABLE sesiones (
  id uuid PRIMARY KEY,
  usuario_id integer NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Written at most once a minute per session (server/auth/sessions.ts), never per request.
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
-- A user's sessions: ended by a password change, dropped at login once past their lifetime.
CREATE INDEX sesiones_usuario ON sesiones (usuario_id, created_at);

-- The guard caches sessions like users' access (server/auth/accessCache.ts): an ended session is
-- announced on the same channel, 'acceso', as 'sesion:<id>', and the one-row counter PostgreSQL servers read first is
-- bumped. Touching last_seen_at announces nothing: each server checks idleness itself. Rows are
-- deleted only past their lifetime, when no token can use them any more (and with their user,
-- whose own deletion the access cache hears of), so a deletion needs no announcement.
CREATE FUNCTION notify_sesion() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE acceso_version SET n = n + 1;
  PERFORM pg_notify('acceso', 'sesion:' || NEW.id::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER sesiones_fin AFTER UPDATE OF ended_at ON sesiones
  FOR EACH ROW WHEN (OLD.ended_at IS DISTINCT FROM NEW.ended_at) EXECUTE FUNCTION notify_sesion();

-- Whatever path deactivates, deletes or ungroups a person, their tokens issued until now stop for
-- good (invalid_token_time), so reactivating them does not revive an old token; the update itself
-- notifies the access cache (migration 002's usuarios_acceso_update).
CREATE FUNCTION usuarios_fin_de_acceso() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF (OLD.activo AND NOT NEW.activo)
     OR (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
     OR (OLD.grupo_id IS NOT NULL AND NEW.grupo_id IS NULL) THEN
    NEW.invalid_token_time := GREATEST(COALESCE(NEW.invalid_token_time, '-infinity'), clock_timestamp());
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER usuarios_fin_de_acceso BEFORE UPDATE OF activo, deleted_at, grupo_id ON usuarios
  FOR EACH ROW EXECUTE FUNCTION usuarios_fin_de_acceso();
