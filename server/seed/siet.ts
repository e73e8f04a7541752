// The demo's SIET data and satisfaction surveys (issue 24): the students' SIET fields with a
// realistic spread (about one in twelve left without any, a few single fields empty), drawn from a
// random stream of their own so the rest of the seed stays as it was; then about one in eight past
// attended bookings and tutoring sessions rated, mostly 4–5, some with a comment, in one INSERT …
// SELECT per kind (the picks hash each row's id: the same demo gives the same surveys).
import { addDays } from '../../core/engine/clock';
import type { Database, SqlParam } from '../db/database';
import { createRandom, type Random } from './prng';

type Weighted = readonly (readonly [string, number])[];

const ESTADOS_CIVILES: Weighted = [['soltero', 55], ['casado', 20], ['union_libre', 15], ['separado', 7], ['viudo', 3]];
const REGIMENES: Weighted = [['contributivo', 64], ['subsidiado', 27], ['especial', 5], ['no_afiliado', 4]];
const NIVELES_EDUCATIVOS: Weighted = [
  ['primaria', 2], ['secundaria', 10], ['media', 28], ['tecnico', 12], ['tecnologo', 10], ['universitario', 28],
  ['especializacion', 6], ['maestria', 3], ['doctorado', 1],
];
const OCUPACIONES: Weighted = [['estudiante', 40], ['empleado', 35], ['independiente', 12], ['desempleado', 6], ['hogar', 3], ['pensionado', 2], ['otra', 2]];
const DISCAPACIDADES: Weighted = [['ninguna', 94], ['fisica', 2], ['visual', 2], ['auditiva', 1], ['psicosocial', 1]];
const GRUPOS_ETNICOS: Weighted = [['ninguno', 88], ['afrocolombiano', 7], ['indigena', 3], ['raizal', 1], ['palenquero', 0.5], ['rom', 0.5]];
const GENEROS: Weighted = [['F', 52], ['M', 45], ['NB', 2], ['ND', 1]];
const ESTRATOS: Weighted = [['1', 10], ['2', 30], ['3', 35], ['4', 15], ['5', 6], ['6', 4]];
const ORIGENES = [
  'Bogotá, Cundinamarca', 'Medellín, Antioquia', 'Cali, Valle del Cauca', 'Barranquilla, Atlántico', 'Bucaramanga, Santander',
  'Tunja, Boyacá', 'Pasto, Nariño', 'Manizales, Caldas', 'Pereira, Risaralda', 'Ibagué, Tolima', 'Cartagena, Bolívar',
  'Villavicencio, Meta', 'Neiva, Huila', 'Soacha, Cundinamarca', 'Zipaquirá, Cundinamarca', 'Montería, Córdoba',
];

function weighted(random: Random, options: Weighted): string {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options[options.length - 1][0];
}

/** A value, or now and then none (a field the school has not asked yet). */
const mostly = <T>(random: Random, value: () => T): T | null => (random.chance(0.95) ? value() : null);

const NO_SIET_DATA: Record<string, SqlParam> = Object.fromEntries(
  ['estado_civil', 'lugar_origen', 'estrato', 'regimen_salud', 'nivel_educativo', 'ocupacion', 'discapacidad', 'grupo_etnico', 'genero', 'modulos_adquiridos', 'fecha_matricula'].map((c) => [c, null]),
);

/**
 * The students' rows with their SIET data, before they are inserted (an UPDATE of every student
 * afterwards costs seconds: usuarios has many indexes and triggers). Fecha de matrícula within the
 * last two years, módulos adquiridos 0–8.
 */
export function withSietData<T extends Record<string, SqlParam>>(students: readonly T[], today: string): (T & Record<string, SqlParam>)[] {
  const random = createRandom(20240624);
  return students.map((student) => {
    // About one student in twelve has no SIET data yet (every row names the columns: insertRows takes the first's).
    if (random.chance(0.08)) return { ...student, ...NO_SIET_DATA };
    return {
      ...student,
      estado_civil: mostly(random, () => weighted(random, ESTADOS_CIVILES)),
      lugar_origen: mostly(random, () => random.pick(ORIGENES)),
      estrato: mostly(random, () => Number(weighted(random, ESTRATOS))),
      regimen_salud: mostly(random, () => weighted(random, REGIMENES)),
      nivel_educativo: mostly(random, () => weighted(random, NIVELES_EDUCATIVOS)),
      ocupacion: mostly(random, () => weighted(random, OCUPACIONES)),
      discapacidad: mostly(random, () => weighted(random, DISCAPACIDADES)),
      grupo_etnico: mostly(random, () => weighted(random, GRUPOS_ETNICOS)),
      genero: weighted(random, GENEROS),
      modulos_adquiridos: random.int(0, 8),
      fecha_matricula: addDays(today, -random.int(20, 730)),
    };
  });
}

const GOOD = [
  'Excelente clase, muy dinámica.', 'El profesor explica muy bien.', 'Aprendí mucho vocabulario nuevo.', 'Muy buena la práctica de conversación.',
  'Me gustó mucho la actividad en grupo.', 'La tutoría resolvió mis dudas de gramática.', 'Todo muy bien, puntuales y organizados.',
];
const FAIR = ['La clase estuvo bien, pero fue un poco rápida.', 'Faltó tiempo para practicar la pronunciación.', 'El salón estaba algo lleno.'];
const POOR = ['El audio del salón no funcionaba bien.', 'La clase empezó tarde.', 'No pude participar casi nada.', 'El tema no correspondía a mi nivel.'];

const sqlText = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * One kind's surveys: `h` hashes the rated row's id, so each pick (1 in 8, the rating, whether a
 * comment, which) is a fixed function of the demo. Ratings: 5 45 %, 4 35 %, 3 12 %, 2 5 %, 1 3 %.
 */
function surveysSql(kind: 'clase' | 'tutoria'): string {
  const [table, column, attended] = kind === 'clase' ? ['agendamientos', 'agendamiento_id', 'asistido'] : ['tutorias', 'tutoria_id', 'asistida'];
  return `INSERT INTO encuestas (tipo, ${column}, calificacion, comentarios, fecha, sede_id)
    SELECT '${kind}', s.id, s.calificacion,
      CASE WHEN (s.h / 8) % 5 < 2 THEN
        CASE WHEN s.calificacion >= 4 THEN (${sqlText(GOOD)})[1 + ((s.h / 40) % ${GOOD.length})::int]
             WHEN s.calificacion = 3 THEN (${sqlText(FAIR)})[1 + ((s.h / 40) % ${FAIR.length})::int]
             ELSE (${sqlText(POOR)})[1 + ((s.h / 40) % ${POOR.length})::int] END
      END,
      LEAST(s.fecha + ((s.h / 200) % 3)::int, $1::date), s.sede_id
    FROM (
      SELECT t.id, t.fecha, t.sede_id, h,
        CASE WHEN (h / 1000) % 100 < 45 THEN 5 WHEN (h / 1000) % 100 < 80 THEN 4 WHEN (h / 1000) % 100 < 92 THEN 3 WHEN (h / 1000) % 100 < 97 THEN 2 ELSE 1 END AS calificacion
      FROM ${table} t, LATERAL (SELECT abs(hashint4(t.id * 31 + 7)::bigint) AS h) x
      WHERE t.estado = '${attended}' AND t.fecha < $1::date AND h % 8 = 0
    ) s`;
}

export async function seedSurveys(db: Database, today: string): Promise<void> {
  await db.query(surveysSql('clase'), [today]);
  await db.query(surveysSql('tutoria'), [today]);
  // A school without a history (the tests' small ones, seeded without the week) still gets a few
  // surveys, of its booked tutoring sessions, so the survey endpoints and the generic tests have
  // records to show, in several sedes; the newest session stays unrated (a create's example rates it).
  await db.query(
    `INSERT INTO encuestas (tipo, tutoria_id, calificacion, comentarios, fecha, sede_id)
     SELECT 'tutoria', t.id, 5 - t.id % 3, CASE WHEN t.id % 2 = 0 THEN 'Muy buena tutoría.' END, LEAST(t.fecha, $1::date), t.sede_id
     FROM tutorias t WHERE NOT EXISTS (SELECT 1 FROM encuestas)
       AND (t.id < (SELECT max(id) FROM tutorias) OR (SELECT count(*) FROM tutorias) = 1)
     ORDER BY t.id LIMIT 20`,
    [today],
  );
}
