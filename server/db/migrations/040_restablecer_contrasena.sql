-- Password reset links (issue 43): '¿Olvidó su contraseña?' mails a link carrying a random token;
-- only its SHA-256 is kept here, so this table cannot be used to reset anyone's password. A token
-- serves once (usado_at), until vence_at (60 minutes, the app's clock: server/auth/passwordReset.ts),
-- and never after its person's password changed, whoever changed it (the trigger below).

CREATE TABLE restablecimientos_contrasena (
  id serial PRIMARY KEY,
  usuario_id integer NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  vence_at timestamptz NOT NULL,
  usado_at timestamptz
);
CREATE INDEX restablecimientos_contrasena_usuario ON restablecimientos_contrasena (usuario_id);

-- Any change of the password (set by an administrator, generated, one's own, a reset) spends every
-- link still open for that person: a link mailed before must not undo a later change.
CREATE FUNCTION usuarios_fin_de_restablecimientos() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE restablecimientos_contrasena SET usado_at = now() WHERE usuario_id = NEW.id AND usado_at IS NULL;
  RETURN NULL;
END
$$;

CREATE TRIGGER usuarios_fin_de_restablecimientos AFTER UPDATE OF password_hash ON usuarios
  FOR EACH ROW WHEN (NEW.password_hash IS DISTINCT FROM OLD.password_hash)
  EXECUTE FUNCTION usuarios_fin_de_restablecimientos();
