-- Every invalidation of a person's tokens (invalid_token_time moved: deactivated, deleted, left
-- without a group, password changed by someone else, own sede changed, 'invalidar tokens') ends every
-- session open at that moment (issue 20). The guard then refuses those tokens for good, whatever
-- happens after (a reactivation) and whatever the clocks say: the token's iat (whole seconds, the
-- app server's clock) is no longer compared with invalid_token_time (the database's clock).
-- Ending a session announces it (migration 026's sesiones_fin), so every server hears of it.

CREATE FUNCTION usuarios_fin_de_sesiones() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE sesiones SET ended_at = now() WHERE usuario_id = NEW.id AND ended_at IS NULL;
  RETURN NULL;
END
$$;

-- On any UPDATE, not UPDATE OF invalid_token_time: migration 026's usuarios_fin_de_acceso sets the
-- column itself when activo, deleted_at or grupo_id change, without it being in the SET list.
CREATE TRIGGER usuarios_fin_de_sesiones AFTER UPDATE ON usuarios
  FOR EACH ROW WHEN (NEW.invalid_token_time IS NOT NULL AND NEW.invalid_token_time IS DISTINCT FROM OLD.invalid_token_time)
  EXECUTE FUNCTION usuarios_fin_de_sesiones();

-- Sessions opened before their person's latest invalidation were refused by that comparison
-- until now: they end here instead.
UPDATE sesiones s SET ended_at = now()
  FROM usuarios u
  WHERE u.id = s.usuario_id AND s.ended_at IS NULL AND s.created_at < u.invalid_token_time;
