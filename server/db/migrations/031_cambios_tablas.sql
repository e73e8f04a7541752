-- Exact list totals without counting 100,000 rows on every page (server/crud/countCache.ts): each
-- table a list reads carries a change counter, bumped once by every transaction that writes it, and
-- a notification on 'cambios'. A total is kept beside the counters it was counted under (read in the
-- same statement, so the same snapshot) and reused while they have not moved: PGlite's notifications
-- arrive as its commit returns, so there the counters are followed in memory; on PostgreSQL they
-- arrive a moment late, so there they are read.
CREATE TABLE cambios_tablas (
  tabla text PRIMARY KEY,
  n bigint NOT NULL
);

-- Fired at commit (a deferred constraint trigger), so the counter's row lock is held only while a
-- transaction commits, never through a long import; the transaction-local mark makes the rows
-- after the first return at once.
CREATE FUNCTION f_contar_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  marca text := 'aula.cambio_' || TG_TABLE_NAME;
BEGIN
  IF current_setting(marca, true) = 'si' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(marca, 'si', true);
  INSERT INTO cambios_tablas (tabla, n) VALUES (TG_TABLE_NAME, 1)
    ON CONFLICT (tabla) DO UPDATE SET n = cambios_tablas.n + 1;
  PERFORM pg_notify('cambios', TG_TABLE_NAME);
  RETURN NULL;
END $$;

-- TRUNCATE has no row events: a statement trigger counts it.
CREATE FUNCTION f_contar_vaciado() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cambios_tablas (tabla, n) VALUES (TG_TABLE_NAME, 1)
    ON CONFLICT (tabla) DO UPDATE SET n = cambios_tablas.n + 1;
  PERFORM pg_notify('cambios', TG_TABLE_NAME);
  RETURN NULL;
END $$;

-- Every table a resource lists (a new resource's table gets the same two triggers in its migration;
-- test/server/crud/countCache.test.ts names any that lacks them).
DO $$
DECLARE tabla text;
BEGIN
  FOREACH tabla IN ARRAY ARRAY['usuarios', 'salones', 'cursos', 'temas', 'tema_adicionales', 'banners', 'cierres', 'examenes',
                               'logros', 'correos', 'correos_curso', 'grupos']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER contar_cambios AFTER INSERT OR UPDATE OR DELETE ON %I
                      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION f_contar_cambio()', tabla);
    EXECUTE format('CREATE TRIGGER contar_vaciados AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION f_contar_vaciado()', tabla);
  END LOOP;
END $$;
