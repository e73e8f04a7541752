// The words a person reads for each code the app stores or computes (issue 43 point 10, 'one label
// table'): yes/no, class types, the scheduler's availability chips, Ocupación's columns, booking and
// tutoring states, the audit's areas, SIET's language. Screens read these, never the codes; a code
// outside a table is shown through `humanize` (words, never an id with underscores). Pure data:
// test/unit/labels.test.ts checks that every entry is a Spanish label and no raw code.
import { TIPOS_CLASE } from './classTypes';
import { OCCUPANCY_COLUMNS, type OccupancyColumn } from './reports/occupancy';
import { ESTADOS_AGENDAMIENTO, type EstadoAgendamiento } from './scheduler/bookings';
import { studentBookingLabel, TUTORING_STATE_LABELS, tutoringStateLabel } from './scheduler/studentLabels';

/** 'Sí' / 'No' everywhere, lists included (the detail's words: the old lists' 'SI'/'NO' were upper-case codes). */
export const YES_NO = { yes: 'Sí', no: 'No' } as const;
export const yesNo = (value: boolean): string => (value ? YES_NO.yes : YES_NO.no);

/** An unknown code as words: 'clase_cero' → 'Clase cero' (never the id with its underscores). */
export function humanize(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : code;
}

/** A class type by its name ('Transition 1', 'Inmersión básico', 'Tutoría'): the short code's words. */
export const CLASS_TYPE_WORDS: Readonly<Record<string, string>> = Object.fromEntries(TIPOS_CLASE.map((t) => [t.id, t.nombre]));
export const classTypeWord = (id: string): string => CLASS_TYPE_WORDS[id] ?? humanize(id);

/** The scheduler's availability chip of one class type (AvailabilityBadges): words instead of 'IMB 2'. */
export function availabilityChipLabel(tipo: string, disponibles: number, insignia: 'danger' | 'warning' | 'success' | 'info'): string {
  const name = classTypeWord(tipo);
  if (insignia === 'danger') return `${name}: sin salón`;
  if (disponibles < 0) return `${name}: ${-disponibles} de más`;
  if (disponibles === 0) return `${name}: completo`;
  return `${name}: ${disponibles} ${disponibles === 1 ? 'libre' : 'libres'}`;
}

/**
 * Ocupación's columns (the spec's codes FN … CANCEL, which the downloaded file keeps as its format):
 * a short header for the screen's table and the column's meaning for its tooltip.
 */
export const OCCUPANCY_COLUMN_LABELS: Readonly<Record<OccupancyColumn, { header: string; meaning: string }>> = {
  FN: { header: 'Foundations', meaning: 'Clases Foundations (regulares, Connectivity y Premium)' },
  TN1: { header: 'Transition 1', meaning: 'Clases Transition 1 (regulares, Connectivity 1 y Premium)' },
  TN2: { header: 'Transition 2', meaning: 'Clases Transition 2 (regulares, Connectivity 2 y Premium)' },
  TN3: { header: 'Transition 3', meaning: 'Clases Transition 3 (regulares, Connectivity 3 y Premium)' },
  SM1: { header: 'Starter 1', meaning: 'Clases Starter 1 (regulares, Connectivity 4 y Premium)' },
  SM2: { header: 'Starter 2', meaning: 'Clases Starter 2 (regulares, Connectivity 5 y Premium)' },
  A1: { header: 'Otras A1', meaning: 'Otras clases de nivel A1 (la clase cero de bienvenida)' },
  A2: { header: 'Otras A2', meaning: 'Otras clases regulares de nivel A2' },
  B1: { header: 'Otras B1', meaning: 'Otras clases regulares de nivel B1' },
  B2: { header: 'Otras B2', meaning: 'Otras clases regulares de nivel B2 y superior (Navigator, Traveler)' },
  LAB: { header: 'Laboratorio', meaning: 'Laboratorios de idiomas y talleres de escritura' },
  INM: { header: 'Inmersión', meaning: 'Inmersiones básicas y avanzadas' },
  CLUB: { header: 'Clubes', meaning: 'Clubes Speak Up y de conversación' },
  CANCEL: { header: 'Canceladas', meaning: 'Agendamientos cancelados en la hora' },
};
export const occupancyHeader = (column: OccupancyColumn): string => OCCUPANCY_COLUMN_LABELS[column].header;

/** A booking's state as the student area and the reports read it ('Asistió', 'No asistió', 'Sin Asignar'…). */
export const bookingStateLabel = (estado: string): string => (Object.hasOwn(ESTADOS_AGENDAMIENTO, estado) ? studentBookingLabel(estado) : humanize(estado));
export const BOOKING_STATE_LABELS: Readonly<Record<EstadoAgendamiento, string>> = Object.fromEntries(
  (Object.keys(ESTADOS_AGENDAMIENTO) as EstadoAgendamiento[]).map((estado) => [estado, studentBookingLabel(estado)]),
) as Record<EstadoAgendamiento, string>;

/** A tutoring session's state ('Solicitado', 'Asistió', 'No asistió', 'Cancelado'). */
export const tutoringStateWord = (estado: string): string => (Object.hasOwn(TUTORING_STATE_LABELS, estado) ? tutoringStateLabel(estado) : humanize(estado));

/** The audit trail's areas (eventos.universo): the server's names of what an event touched. */
export const AUDIT_AREA_LABELS: Readonly<Record<string, string>> = {
  sesion: 'Sesión',
  usuario: 'Usuario',
  usuarios: 'Usuarios',
  agendamientos: 'Agendamientos',
  clases: 'Clases',
  docentes: 'Docentes',
  estudiantes: 'Estudiantes',
  permisos: 'Permisos',
  progreso: 'Progreso',
  reportes: 'Reportes',
  respaldos: 'Copias de seguridad',
  tutorias: 'Tutorías',
  salones: 'Salones',
  sedes: 'Sedes',
  cursos: 'Cursos',
  examenes: 'Exámenes',
  banners: 'Banners',
  cierres: 'Cierres',
  correos: 'Plantillas de correo',
  correos_enviados: 'Correos enviados',
  encuestas: 'Encuestas',
  grupos: 'Grupos',
  logros: 'Logros',
  motivos: 'Motivos predefinidos',
  temas: 'Temas',
  adicionales: 'Archivos del tema',
  novedades: 'Novedades',
  preasignaciones: 'Preasignaciones',
};
export const auditAreaLabel = (universo: string): string => AUDIT_AREA_LABELS[universo] ?? humanize(universo);

/** SIET's language, from the course code (the spec: 'EN' → Inglés, else Francés, written with its accent). */
export const SIET_LANGUAGES = { english: 'Inglés', french: 'Francés' } as const;

/** Every table above, by name: what the unit test walks. */
export const LABEL_TABLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'Sí/No': YES_NO,
  'Tipos de clase': CLASS_TYPE_WORDS,
  'Columnas de Ocupación': Object.fromEntries(OCCUPANCY_COLUMNS.map((c) => [c, OCCUPANCY_COLUMN_LABELS[c].header])),
  'Estados de agendamiento': BOOKING_STATE_LABELS,
  'Estados de tutoría': TUTORING_STATE_LABELS,
  'Áreas de la auditoría': AUDIT_AREA_LABELS,
  'Idiomas de SIET': SIET_LANGUAGES,
};
