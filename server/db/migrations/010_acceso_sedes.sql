-- A user whose permitted sedes are every sede is treated as unrestricted (no per-sede condition in
-- the SQL: the same rows, a cheaper query). A new or removed sede changes who covers them all, so
-- it invalidates every cached access like a change to groups or permissions (migration 002).
CREATE TRIGGER sedes_acceso AFTER INSERT OR DELETE OR TRUNCATE ON sedes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_acceso_todos();
