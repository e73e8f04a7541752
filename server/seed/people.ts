// Demo students with plausible Colombian names, built from a seeded PRNG (same data every run).
// Some lack payment method, validity or course so the views' empty states show up.
import type { SqlParam } from '../db/database';
import { availabilityKeys, keepTemplateSlots, presetKeys } from '../../core/school/availability';
import type { Random } from './prng';

const NOMBRES_HOMBRE = [
  'Santiago', 'Sebastián', 'Matías', 'Nicolás', 'Samuel', 'Alejandro', 'Daniel', 'Juan', 'Andrés', 'Felipe', 'Camilo', 'Julián',
  'Mateo', 'David', 'Esteban', 'Tomás', 'Carlos', 'Jorge', 'Luis', 'Diego', 'Óscar', 'Iván', 'Hernán', 'Jesús', 'Martín',
  'José', 'Manuel', 'Emilio',
];

const NOMBRES_MUJER = [
  'Valentina', 'Mariana', 'Sofía', 'Isabella', 'Daniela', 'Gabriela', 'Camila', 'Natalia', 'Laura', 'Juliana', 'Paula',
  'Manuela', 'Luisa', 'Carolina', 'Andrea', 'Catalina', 'Verónica', 'Ángela', 'Mónica', 'Lucía', 'Sara', 'Ximena', 'Inés',
  'María', 'Ana', 'Salomé', 'Jimena', 'Adriana', 'Beatriz',
];

const APELLIDOS = [
  'García', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flórez',
  'Díaz', 'Muñoz', 'Rojas', 'Vargas', 'Jiménez', 'Gómez', 'Castro', 'Ortiz', 'Suárez', 'Peña', 'Ríos', 'Ávila', 'Núñez',
  'Cárdenas', 'Restrepo', 'Londoño', 'Zapata', 'Osorio', 'Valencia', 'Mejía', 'Arango', 'Córdoba', 'Herrera', 'Quintero',
  'Salazar', 'Castaño', 'Guzmán', 'Montoya', 'Bermúdez', 'Acosta', 'Cifuentes', 'Beltrán', 'Parra', 'Durán', 'Ibáñez',
  'Ospina', 'Patiño', 'Benítez', 'Camacho',
];

const DOMINIOS = ['correo.test', 'mail.test', 'estudiantes.escuela.test', 'empresa.test'];

export interface StudentContext {
  sedeIds: number[];
  /** Courses with their level. */
  cursos: { id: number; nivel_id: number; codigo: string }[];
  tiposDocumento: string[];
  metodosPago: string[];
}

/** Lower-case ASCII (for e-mail addresses). */
export function asciiFold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function randomDate(random: Random, fromYear: number, toYear: number): string {
  const year = random.int(fromYear, toYear);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  return `${year}-${pad(month)}-${pad(day)}`;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function documentNumber(tipo: string, index: number, random: Random): string {
  switch (tipo) {
    case 'TI':
      return String(1_000_000_000 + index * 1_009 + random.int(0, 1_008)).padStart(11, '1');
    case 'CE':
      return String(300_000 + index * 13 + random.int(0, 12));
    case 'PA':
      return `P${String.fromCharCode(65 + random.int(0, 25))}${700_000 + index}`;
    case 'PEP':
    case 'PPT':
      return `9${String(10_000_000 + index * 37 + random.int(0, 36))}`;
    default:
      return String(1_010_000_000 + index * 1_013 + random.int(0, 1_012));
  }
}

function documentType(random: Random, available: string[]): string {
  const roll = random.next();
  const wanted = roll < 0.8 ? 'CC' : roll < 0.88 ? 'TI' : roll < 0.93 ? 'CE' : roll < 0.97 ? 'PA' : 'PEP';
  return available.includes(wanted) ? wanted : available[0];
}

function phone(random: Random): string {
  return `60${random.int(1, 8)} ${random.int(200, 799)} ${pad(random.int(0, 9999), 4)}`;
}

function mobile(random: Random): string {
  return `3${random.int(0, 2)}${random.int(0, 9)} ${random.int(200, 999)} ${pad(random.int(0, 9999), 4)}`;
}

export function buildStudents(count: number, random: Random, context: StudentContext): Record<string, SqlParam>[] {
  const emails = new Set<string>();
  const students: Record<string, SqlParam>[] = [];
  for (let i = 0; i < count; i++) {
    const nombres = random.chance(0.5) ? NOMBRES_MUJER : NOMBRES_HOMBRE;
    const primerNombre = random.pick(nombres);
    const segundoNombre = random.chance(0.5) ? random.pick(nombres.filter((n) => n !== primerNombre)) : null;
    const primerApellido = random.pick(APELLIDOS);
    const segundoApellido = random.chance(0.85) ? random.pick(APELLIDOS) : null;
    const tipo = documentType(random, context.tiposDocumento);
    let email = `${asciiFold(primerNombre)}.${asciiFold(primerApellido)}@${random.pick(DOMINIOS)}`;
    for (let n = 2; emails.has(email); n++) email = email.replace(/\d*@/, `${n}@`);
    emails.add(email);
    // Mostly English courses; about one student in twenty has none yet.
    const english = random.chance(0.85);
    const pool = context.cursos.filter((c) => c.codigo.startsWith('EN') === english);
    const curso = random.chance(0.95) ? random.pick(pool.length > 0 ? pool : context.cursos) : undefined;
    const tutoria = random.chance(0.15);
    const tutoriaInicio = tutoria ? randomDate(random, 2025, 2026) : null;
    students.push({
      primer_nombre: primerNombre,
      segundo_nombre: segundoNombre,
      primer_apellido: primerApellido,
      segundo_apellido: segundoApellido,
      tipo_documento: tipo,
      numero_documento: documentNumber(tipo, i, random),
      email,
      telefono: random.chance(0.4) ? phone(random) : null,
      movil: mobile(random),
      fecha_nacimiento: random.chance(0.9) ? randomDate(random, 1965, 2010) : null,
      sede_id: random.pick(context.sedeIds),
      activo: random.chance(0.92),
      es: true,
      curso_actual_id: curso?.id ?? null,
      nivel_id: curso?.nivel_id ?? null,
      tipo_pago: random.chance(0.88) ? random.pick(context.metodosPago) : null,
      vigencia: random.chance(0.8) ? randomDate(random, 2025, 2027) : null,
      sabados: random.chance(0.2),
      versant: random.chance(0.15),
      requiere_clase_0: random.chance(0.1),
      acepta_tyc: random.chance(0.75),
      enviar_notificaciones: random.chance(0.85),
      habilitar_tutoria: tutoria,
      tutorias: tutoria ? 2 : 0,
      fecha_tutoria_inicio: tutoriaInicio,
      fecha_tutoria_fin: tutoriaInicio ? addDays(tutoriaInicio, 5) : null,
    });
  }
  return students;
}

/** Class types besides the regular ones that some teachers also teach (labs, clubs, writing). */
const EXTRA_TYPES = ['lab', 'writing', 'speakup_basico', 'speakup_avanzado', 'immersion_basico', 'immersion_avanzado', 'conversation', 'clase_0'];

/**
 * A teacher's week: mornings, afternoons or both (the editor's presets) with a few slots taken out
 * and a few Saturday ones added; a tutor the same in quarter-hours.
 */
function teacherAvailability(random: Random, tutor: boolean): string[] {
  const shape = random.pick(['mananas', 'tardes', 'ambas', 'ambas'] as const);
  const base = shape === 'ambas' ? [...presetKeys('mananas', tutor), ...presetKeys('tardes', tutor)] : presetKeys(shape, tutor);
  const saturday = availabilityKeys(tutor).filter((key) => key.startsWith('6T') && random.chance(0.5));
  return keepTemplateSlots([...base.filter(() => random.chance(0.85)), ...saturday], tutor);
}

/** Demo teachers (role pr): a few tutors (tutoring only), the rest with regular class types and some others. */
export function buildTeachers(count: number, random: Random, context: { sedeIds: number[]; tiposDocumento: string[]; regularTypes: string[] }): Record<string, SqlParam>[] {
  const teachers: Record<string, SqlParam>[] = [];
  for (let i = 0; i < count; i++) {
    const nombres = random.chance(0.5) ? NOMBRES_MUJER : NOMBRES_HOMBRE;
    const primerNombre = random.pick(nombres);
    const primerApellido = random.pick(APELLIDOS);
    // Teachers are adults: a citizen's card when the catalogue has it.
    const tipo = context.tiposDocumento.includes('CC') ? 'CC' : documentType(random, context.tiposDocumento);
    const tutor = i % 6 === 5;
    const regular = context.regularTypes.filter(() => random.chance(0.5));
    const tipos = tutor ? ['tutoria'] : [...(regular.length > 0 ? regular : [context.regularTypes[0]]), ...EXTRA_TYPES.filter(() => random.chance(0.25))];
    teachers.push({
      primer_nombre: primerNombre,
      segundo_nombre: null,
      primer_apellido: primerApellido,
      segundo_apellido: random.chance(0.8) ? random.pick(APELLIDOS) : null,
      tipo_documento: tipo,
      numero_documento: `8${String(i + 1).padStart(3, '0')}${documentNumber(tipo, i, random)}`.slice(0, 20),
      email: `docente${i + 1}.${asciiFold(primerApellido)}@escuela.test`,
      telefono: random.chance(0.3) ? phone(random) : null,
      movil: mobile(random),
      sede_id: random.pick(context.sedeIds),
      activo: random.chance(0.92),
      pr: true,
      tutor,
      split: random.chance(0.2),
      tipos_permitidos: tipos,
      disponibilidad: teacherAvailability(random, tutor),
    });
  }
  return teachers;
}

/** Groups the demo staff belong to, by name (looked up when seeding); null = 'Sin Asignar'. */
const STAFF_GROUPS = ['Secretaría de sede', 'Coordinación académica', 'Secretaría de sede', 'Docente líder', 'Consulta', null];

/**
 * The school's other staff (the #/usuarios list): front desks and coordinators across the sedes, a few
 * inactive or still without a group, most having signed in lately. They have no password (they are
 * not demo accounts): #/usuario/cambiarpassword gives them one.
 */
export function buildStaff(count: number, random: Random, context: { sedeIds: number[]; grupos: Map<string, number>; today: string }): { row: Record<string, SqlParam>; sedes: number[] }[] {
  const staff: { row: Record<string, SqlParam>; sedes: number[] }[] = [];
  for (let i = 0; i < count; i++) {
    const primerNombre = random.pick(random.chance(0.6) ? NOMBRES_MUJER : NOMBRES_HOMBRE);
    const primerApellido = random.pick(APELLIDOS);
    const sede = random.pick(context.sedeIds);
    const grupo = STAFF_GROUPS[i % STAFF_GROUPS.length];
    const seen = random.chance(0.8) ? `${addDays(context.today, -random.int(0, 40))}T${pad(random.int(7, 19))}:${pad(random.int(0, 59))}:00-05:00` : null;
    const others = context.sedeIds.filter((id) => id !== sede && random.chance(0.06));
    staff.push({
      row: {
        primer_nombre: primerNombre,
        segundo_nombre: random.chance(0.4) ? random.pick(random.chance(0.6) ? NOMBRES_MUJER : NOMBRES_HOMBRE) : null,
        primer_apellido: primerApellido,
        segundo_apellido: random.chance(0.8) ? random.pick(APELLIDOS) : null,
        tipo_documento: 'CC',
        numero_documento: `52${String(i + 1).padStart(3, '0')}${random.int(100000, 999999)}`,
        email: `${asciiFold(primerNombre)}.${asciiFold(primerApellido)}${i + 1}@sedes.escuela.test`,
        telefono: random.chance(0.4) ? phone(random) : null,
        movil: mobile(random),
        sede_id: sede,
        activo: random.chance(0.9),
        fu: true,
        grupo_id: grupo === null ? null : (context.grupos.get(grupo) ?? null),
        ultimo_ingreso: seen,
      },
      sedes: [sede, ...others],
    });
  }
  return staff;
}
