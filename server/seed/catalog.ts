// Reference data of the demo school: campuses, document types, payment methods, levels and courses,
// class types (core/school/classTypes.ts) and permission groups.
import { TIPOS_CLASE } from '../../core/school/classTypes';
import { P, PERMISSIONS } from '../../core/engine/permissions';

/** 25 campuses; exactly one is Premium. */
export const SEDES: { nombre: string; premium: boolean }[] = [
  'Bogotá Chapinero', 'Bogotá Usaquén', 'Bogotá Centro Internacional', 'Bogotá Suba', 'Bogotá Salitre', 'Bogotá Kennedy',
  'Medellín El Poblado', 'Medellín Laureles', 'Medellín Centro', 'Cali Granada', 'Cali Ciudad Jardín', 'Barranquilla Norte',
  'Cartagena Bocagrande', 'Bucaramanga Cabecera', 'Pereira Circunvalar', 'Manizales Cable', 'Armenia Centro', 'Ibagué Centro',
  'Santa Marta Rodadero', 'Villavicencio Centro', 'Cúcuta Caobos', 'Neiva Centro', 'Tunja Centro', 'Pasto Centro',
].map((nombre) => ({ nombre, premium: false }));
SEDES.push({ nombre: 'Bogotá Premium Andino', premium: true });

export const TIPOS_DOCUMENTO = [
  { codigo: 'CC', nombre: 'Cédula de ciudadanía' },
  { codigo: 'TI', nombre: 'Tarjeta de identidad' },
  { codigo: 'CE', nombre: 'Cédula de extranjería' },
  { codigo: 'PA', nombre: 'Pasaporte' },
  { codigo: 'PEP', nombre: 'Permiso especial de permanencia' },
  { codigo: 'PPT', nombre: 'Permiso por protección temporal' },
  { codigo: 'RC', nombre: 'Registro civil' },
  { codigo: 'NIT', nombre: 'NIT' },
].map((tipo, orden) => ({ ...tipo, orden: orden + 1 }));

export const METODOS_PAGO = [
  { codigo: 'contado', nombre: 'Contado' },
  { codigo: 'credito', nombre: 'Crédito' },
  { codigo: 'convenio', nombre: 'Convenio' },
  { codigo: 'beca', nombre: 'Beca' },
  { codigo: 'empresa', nombre: 'Empresa' },
];

interface NivelSeed {
  codigo: string;
  idioma: string;
  descripcion: string;
  cursos: { codigo: string; nombre: string }[];
}

/** The demo's English ladder, A1 to B2+: one course per regular class type of the band, in order. */
const LADDER_TYPES = TIPOS_CLASE.filter((t) => /^regular_[1-9a]$/.test(t.id));

/** The regular class type each ladder course is taught in (its topics' tipo_clase), by course code. */
export const COURSE_CLASS_TYPE: Record<string, string> = {};

function englishCourses(level: string) {
  return LADDER_TYPES.filter((t) => t.grupo === level).map((tipo, i) => {
    const codigo = `EN-${level}-${i + 1}`;
    COURSE_CLASS_TYPE[codigo] = tipo.id;
    return { codigo, nombre: `Inglés ${level} - ${tipo.nombre} (${tipo.nombre_corto})` };
  });
}

export const NIVELES: NivelSeed[] = [
  { codigo: 'A1', idioma: 'Inglés', descripcion: 'A1 - Principiante', cursos: englishCourses('A1') },
  { codigo: 'A2', idioma: 'Inglés', descripcion: 'A2 - Básico', cursos: englishCourses('A2') },
  { codigo: 'B1', idioma: 'Inglés', descripcion: 'B1 - Intermedio', cursos: englishCourses('B1') },
  { codigo: 'B2', idioma: 'Inglés', descripcion: 'B2 - Intermedio alto', cursos: englishCourses('B2') },
  { codigo: 'B2+', idioma: 'Inglés', descripcion: 'B2+ - Avanzado', cursos: englishCourses('B2+') },
  {
    codigo: 'A1',
    idioma: 'Francés',
    descripcion: 'A1 - Francés principiante',
    cursos: [
      { codigo: 'FR-A1-1', nombre: 'Francés A1 - Módulo 1' },
      { codigo: 'FR-A1-2', nombre: 'Francés A1 - Módulo 2' },
    ],
  },
  {
    codigo: 'A2',
    idioma: 'Francés',
    descripcion: 'A2 - Francés básico',
    cursos: [{ codigo: 'FR-A2-1', nombre: 'Francés A2 - Módulo 1' }],
  },
];

export const CONSULTA_CODES = [P.estudiantes.list, P.estudiantes.show];

const codesOf = (...recursos: string[]) => PERMISSIONS.filter((p) => recursos.includes(p.recurso)).map((p) => p.code);

/**
 * The other groups of the demo school (README 'Demo accounts'), seeded after the front desk's:
 * academic coordination (courses and topics, exams, teachers, students, reports, progress) and the
 * lead teachers (teachers, the scheduler and the pre-assignments to look at, students to look up).
 */
export const GRUPOS_DEMO: { nombre: string; codes: string[] }[] = [
  { nombre: 'Coordinación académica', codes: codesOf('cursos', 'examenes', 'docentes', 'estudiantes', 'reportes', 'progreso') },
  {
    nombre: 'Docente líder',
    codes: [
      P.docentes.list, P.docentes.show, P.docentes.novedades, P.docentes.preasignaciones, P.programador.clases,
      P.estudiantes.list, P.estudiantes.show,
    ],
  },
];

export const STAFF = {
  admin: {
    email: 'admin@escuela.test',
    password: 'Admin123!',
    primer_nombre: 'Laura',
    primer_apellido: 'Restrepo',
    segundo_apellido: 'Gaviria',
    numero_documento: '52123456',
    grupo: 'Administrador',
  },
  consulta: {
    email: 'consulta@escuela.test',
    password: 'Consulta123!',
    primer_nombre: 'Andrés',
    primer_apellido: 'Quintero',
    segundo_apellido: 'Salazar',
    numero_documento: '80234567',
    grupo: 'Consulta',
  },
} as const;

/**
 * A front-desk scheduler (seeded last, so the ids of everything before stay as they were): the
 * scheduler's day-to-day codes at the first sede, but neither deleting a class (57315736) nor
 * reorganizing a slot (8A511756) — what a coordinator keeps for themselves; and a walk-in
 * enrolled at the counter: a new student (D12AEB51) and their basic data corrected (9022BCBD,
 * issue 25 point 5).
 */
export const SECRETARIA = {
  email: 'secretaria@escuela.test',
  password: 'Secretaria123!',
  primer_nombre: 'Diana',
  primer_apellido: 'Cardona',
  segundo_apellido: 'Ospina',
  numero_documento: '43345678',
  grupo: 'Secretaría de sede',
  codes: [
    P.programador.clases, P.programador.tutorias, P.programador.pantalla, P.programador.logistica, P.programador.createAgendamiento,
    P.programador.createClase, P.programador.changeDocente, P.programador.changeSalon, P.programador.unassignAgendamiento,
    P.programador.autoAssign, P.estudiantes.list, P.estudiantes.show, P.estudiantes.cancelAgendamiento, P.inicio.disponibilidad,
    P.estudiantes.create, P.estudiantes.edit,
  ],
} as const;
