// The SQL a PostgreSQL restore wraps around pg_restore's script (pgRestore.ts), all of it one
// transaction in one psql session that stops at the first error: the preamble refuses a running
// server and empties the schema, the postamble holds every table to the manifest and only then commits.
import type { TableStats } from './manifest';
import { DIGEST_SETTINGS_SQL } from './pgDump';

/** The migrations' advisory lock (server/db/migrate.ts): a server starting during the restore waits for its end. */
const MIGRATIONS_LOCK = 724519;

/** What the restore refuses while an Aula Admin server is connected to the database (exit 4). */
export function serverConnectedMessage(connections: number): string {
  return `Hay un servidor de Aula Admin conectado a esta base de datos (${connections} ${connections === 1 ? 'conexión' : 'conexiones'}): deténgalo antes de restaurar. No se modificó nada.`;
}
/** The words the refusal starts with, to tell it among psql's errors. */
export const SERVER_CONNECTED = 'Hay un servidor de Aula Admin conectado';
/** The words a verification failure starts with (restore.ts says the same for PGlite). */
export const TABLES_DIFFER = 'Las tablas restauradas no coinciden con el manifiesto de la copia';

export const quoteLiteral = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** Before the dump's script: the transaction, the check for a server inside it, the schema emptied. */
export function restorePreamble(serverApplication: string): string {
  return `SET client_min_messages = warning;
-- Waiting for a lock held by another session (a psql left open): at most this, then nothing changed.
SET lock_timeout = '30s';
BEGIN;
SELECT pg_advisory_xact_lock(${MIGRATIONS_LOCK});
-- Again inside the transaction: a server started since the first look is refused too.
DO $aula_servidor$
DECLARE n integer;
BEGIN
  SELECT count(*) INTO n FROM pg_catalog.pg_stat_activity
    WHERE datname = current_database() AND application_name = ${quoteLiteral(serverApplication)} AND pid <> pg_backend_pid();
  IF n > 0 THEN
    RAISE EXCEPTION '${SERVER_CONNECTED} a esta base de datos (% %): deténgalo antes de restaurar. No se modificó nada.', n, CASE WHEN n = 1 THEN 'conexión' ELSE 'conexiones' END;
  END IF;
END
$aula_servidor$;
-- The app's tables, functions and extensions (pg_trgm) are all in public: the dump makes them again.
DROP SCHEMA IF EXISTS public CASCADE;
CREATE SCHEMA public;
`;
}

/**
 * After the dump's script: every table of public counted and digested as the backup did (the same
 * settings, the same expression: manifest.ts TABLE_DIGEST_SQL), any difference from the manifest
 * raised (so psql stops before COMMIT), then COMMIT. The dump's script leaves search_path empty:
 * every name here is qualified.
 */
export function restorePostamble(expected: TableStats): string {
  const pairs = Object.fromEntries(Object.keys(expected.tablas).map((name) => [name, [expected.tablas[name], expected.huellas[name] ?? '']]));
  return `
${DIGEST_SETTINGS_SQL}
DO $aula_verificacion$
DECLARE
  esperado jsonb := ${quoteLiteral(JSON.stringify(pairs))};
  vistas text[] := '{}';
  diferencias text[] := '{}';
  tabla text;
  filas bigint;
  huella text;
BEGIN
  FOR tabla IN SELECT c.relname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace s ON s.oid = c.relnamespace
      WHERE s.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname COLLATE "C" LOOP
    vistas := vistas || tabla;
    EXECUTE format('SELECT count(*), coalesce(sum(hashtextextended(t::text, 0)), 0)::text FROM public.%I t', tabla) INTO filas, huella;
    IF NOT esperado ? tabla THEN
      diferencias := diferencias || format('%s (no está en la copia)', tabla);
    ELSIF (esperado -> tabla ->> 0)::bigint <> filas THEN
      diferencias := diferencias || format('%s (%s filas; la copia dice %s)', tabla, filas, esperado -> tabla ->> 0);
    ELSIF esperado -> tabla ->> 1 <> huella THEN
      diferencias := diferencias || format('%s (el contenido de las filas no coincide)', tabla);
    END IF;
  END LOOP;
  FOR tabla IN SELECT jsonb_object_keys(esperado) ORDER BY 1 LOOP
    IF NOT tabla = ANY (vistas) THEN diferencias := diferencias || format('%s (falta)', tabla); END IF;
  END LOOP;
  IF cardinality(diferencias) > 0 THEN
    RAISE EXCEPTION '${TABLES_DIFFER}: %', array_to_string(diferencias[1:5], ', ');
  END IF;
END
$aula_verificacion$;
COMMIT;
`;
}

/** psql's error among its messages ('psql:<stdin>:812: ERROR:  mensaje' → 'mensaje'), or the last lines. */
export function psqlError(stderr: string): string {
  const lines = stderr.split('\n');
  const line = lines.filter((text) => /\b(ERROR|FATAL):\s/.test(text)).at(-1);
  return line ? line.replace(/^.*?\b(ERROR|FATAL):\s+/, '').trim() : lines.slice(-5).join('\n').trim();
}
