// The PostgreSQL bench's data: the demo school through the server's own start-up (migrations + seed,
// server/start.ts prepareDatabase), then students added inside the database by INSERT … SELECT
// generate_series (1M through the API or one-row INSERTs would take an hour). The rows look like the
// seed's (server/seed/people.ts): the same first names, surnames, e-mail domains, sedes, courses and
// payment methods (taken from the seeded students), the same shares of document types and options,
// unique document numbers and e-mails outside the seed's ranges.
import pg from 'pg';
import { openDatabase } from '../../../server/db/open';
import { prepareDatabase } from '../../../server/start';
import { servedResources } from '../../../resources/served';

const CHUNK = 100_000;

/** One chunk of students numbered $1..$2 (i: the bench's own numbering, for unique documents and e-mails). */
const INSERT_STUDENTS = `
WITH s AS (
  SELECT
    (SELECT array_agg(DISTINCT primer_nombre) FROM usuarios WHERE es) AS nombres,
    (SELECT array_agg(DISTINCT primer_apellido) FROM usuarios WHERE es) AS apellidos,
    (SELECT array_agg(DISTINCT split_part(email, '@', 2)) FROM usuarios WHERE es) AS dominios,
    (SELECT array_agg(id ORDER BY id) FROM sedes) AS sedes,
    (SELECT array_agg(id ORDER BY id) FROM cursos) AS cursos,
    (SELECT array_agg(nivel_id ORDER BY id) FROM cursos) AS niveles,
    (SELECT array_agg(codigo ORDER BY codigo) FROM metodos_pago) AS metodos
), g AS MATERIALIZED (
  SELECT i, random() AS rn, random() AS rn2, random() AS ra, random() AS ra2, random() AS rt, random() AS rc,
         random() AS rtu, random() AS rd
  FROM generate_series($1::int, $2::int) AS t(i)
), p AS (
  SELECT g.*, s.*,
    s.nombres[1 + floor(rn * cardinality(s.nombres))::int] AS nombre,
    s.apellidos[1 + floor(ra * cardinality(s.apellidos))::int] AS apellido,
    CASE WHEN rt < 0.8 THEN 'CC' WHEN rt < 0.88 THEN 'TI' WHEN rt < 0.93 THEN 'CE' WHEN rt < 0.97 THEN 'PA' ELSE 'PEP' END AS tipo,
    1 + floor(rc * cardinality(s.cursos))::int AS k
  FROM g, s
)
INSERT INTO usuarios (
  primer_nombre, segundo_nombre, primer_apellido, segundo_apellido, tipo_documento, numero_documento, email,
  telefono, movil, fecha_nacimiento, sede_id, activo, es, curso_actual_id, nivel_id, tipo_pago, vigencia,
  sabados, versant, requiere_clase_0, acepta_tyc, enviar_notificaciones, habilitar_tutoria, tutorias,
  fecha_tutoria_inicio, fecha_tutoria_fin
)
SELECT
  nombre,
  CASE WHEN rn2 < 0.5 THEN nombres[1 + floor(rn2 * 2 * cardinality(nombres))::int] END,
  apellido,
  CASE WHEN ra2 < 0.85 THEN apellidos[1 + floor(ra2 / 0.85 * cardinality(apellidos))::int] END,
  tipo,
  -- Prefixes the seed never uses (its CC start 101, TI 11, CE 3, PEP 9, staff 52, teachers 8 + 13 digits).
  CASE tipo WHEN 'CC' THEN '12' || lpad(i::text, 8, '0') WHEN 'TI' THEN '13' || lpad(i::text, 9, '0')
    WHEN 'CE' THEN '4' || lpad(i::text, 7, '0') WHEN 'PA' THEN 'P' || chr(65 + i % 26) || (2000000 + i)
    ELSE '7' || lpad(i::text, 8, '0') END,
  f_fold(nombre) || '.' || f_fold(apellido) || '.' || i || '@' || dominios[1 + i % cardinality(dominios)],
  CASE WHEN rd < 0.4 THEN '60' || (1 + i % 8) || ' ' || (200 + i % 600) || ' ' || lpad((i * 7 % 10000)::text, 4, '0') END,
  '3' || (i % 3) || (i % 10) || ' ' || (200 + i * 13 % 800) || ' ' || lpad((i * 31 % 10000)::text, 4, '0'),
  CASE WHEN rd < 0.9 THEN date '1965-01-01' + floor(rd * 17000)::int END,
  sedes[1 + floor(random() * cardinality(sedes))::int],
  random() < 0.92,
  true,
  CASE WHEN rc < 0.95 THEN cursos[k] END,
  CASE WHEN rc < 0.95 THEN niveles[k] END,
  CASE WHEN random() < 0.88 THEN metodos[1 + floor(random() * cardinality(metodos))::int] END,
  CASE WHEN random() < 0.8 THEN date '2025-01-01' + floor(random() * 1000)::int END,
  random() < 0.2, random() < 0.15, random() < 0.1, random() < 0.75, random() < 0.85,
  rtu < 0.15, CASE WHEN rtu < 0.15 THEN 2 ELSE 0 END,
  CASE WHEN rtu < 0.15 THEN date '2025-01-01' + floor(rtu * 4000)::int END,
  CASE WHEN rtu < 0.15 THEN date '2025-01-06' + floor(rtu * 4000)::int END
FROM p
ON CONFLICT DO NOTHING`;

export async function liveStudents(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM usuarios WHERE es AND deleted_at IS NULL');
  return Number(rows[0].n);
}

/** Migrations and the demo school, as `npm start` makes them on an empty database; seconds taken. */
export async function prepareSchool(url: string): Promise<number> {
  const started = performance.now();
  const db = await openDatabase({ databaseUrl: url });
  try {
    await prepareDatabase(db, await servedResources());
  } finally {
    await db.close();
  }
  return (performance.now() - started) / 1000;
}

/** Adds students until `target` live ones, then VACUUM ANALYZE (fresh statistics, GIN sizes included); seconds taken. */
export async function growStudents(url: string, target: number, log: (line: string) => void): Promise<number> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Same rows on every run (random() follows the session's seed).
    await client.query('SELECT setseed(0.21)');
    // A bounded number of chunks: a chunk that adds nothing (conflicts only) cannot loop for ever.
    for (let round = 0, have = await liveStudents(client); have < target && round < 2 * Math.ceil(target / CHUNK) + 2; round++) {
      const n = Math.min(CHUNK, target - have);
      // Numbering past everything inserted so far: ids keep growing, so max(id) does.
      const { rows } = await client.query<{ m: number }>('SELECT coalesce(max(id), 0) AS m FROM usuarios');
      await client.query(INSERT_STUDENTS, [rows[0].m + 1, rows[0].m + n]);
      have = await liveStudents(client);
      log(`    ${have.toLocaleString('en-US')} estudiantes (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
    await client.query('VACUUM ANALYZE usuarios');
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}
