// The school's class types (regular_1 FN … tutoria) and the class types each room type may hold, as
// data: one source for the seed (table tipos_clase), the browser and the server's rules (type
// combinations, a room's and a teacher's allowed types). 'tutoria' is special: it never combines
// with another type.

export type Solicitud = 'normal' | 'lab' | 'club' | 'refuerzo' | 'tutoria';

export interface TipoClase {
  id: string;
  nombre_corto: string;
  nombre: string;
  nombre_largo: string;
  solicitud: Solicitud;
  color: string;
  grupo: string | null;
}

const REGULAR: [string, string, string, string][] = [
  ['regular_1', 'FN', 'Foundations', 'A1'],
  ['regular_2', 'TN1', 'Transition 1', 'A1'],
  ['regular_3', 'TN2', 'Transition 2', 'A2'],
  ['regular_4', 'TN3', 'Transition 3', 'A2'],
  ['regular_5', 'S1', 'Starter 1', 'B1'],
  ['regular_6', 'S2', 'Starter 2', 'B1'],
  ['regular_7', 'N1', 'Navigator 1', 'B2'],
  ['regular_8', 'N2', 'Navigator 2', 'B2'],
  ['regular_9', 'N3', 'Navigator 3', 'B2+'],
  ['regular_a', 'TVB4', 'Traveler B4', 'B2+'],
];

const CONNECTIVITY = ['Connectivity foundations', 'Connectivity 1', 'Connectivity 2', 'Connectivity 3', 'Connectivity 4', 'Connectivity 5'];
const CONNECTIVITY_SHORT = ['CF', 'C1', 'C2', 'C3', 'C4', 'C5'];
const BANDS = ['A1', 'A1', 'A2', 'A2', 'B1', 'B1'];

export const TIPOS_CLASE: TipoClase[] = [
  ...REGULAR.map(([id, corto, nombre, grupo]) => ({
    id, nombre_corto: corto, nombre, nombre_largo: `Clase regular ${nombre} (${corto})`, solicitud: 'normal' as const, color: '#1976d2', grupo,
  })),
  { id: 'lab', nombre_corto: 'LAB', nombre: 'Laboratorio', nombre_largo: 'Laboratorio de idiomas', solicitud: 'lab', color: '#2e7d32', grupo: null },
  { id: 'writing', nombre_corto: 'WR', nombre: 'Writing', nombre_largo: 'Taller de escritura', solicitud: 'refuerzo', color: '#6a1b9a', grupo: null },
  { id: 'speakup_basico', nombre_corto: 'SUB', nombre: 'Speak Up básico', nombre_largo: 'Club Speak Up básico', solicitud: 'club', color: '#ef6c00', grupo: 'A2' },
  { id: 'speakup_avanzado', nombre_corto: 'SUA', nombre: 'Speak Up avanzado', nombre_largo: 'Club Speak Up avanzado', solicitud: 'club', color: '#e65100', grupo: 'B2' },
  { id: 'immersion_basico', nombre_corto: 'IMB', nombre: 'Inmersión básico', nombre_largo: 'Inmersión básica', solicitud: 'club', color: '#00838f', grupo: 'A2' },
  { id: 'immersion_avanzado', nombre_corto: 'IMA', nombre: 'Inmersión avanzado', nombre_largo: 'Inmersión avanzada', solicitud: 'club', color: '#006064', grupo: 'B2' },
  { id: 'clase_0', nombre_corto: 'C0', nombre: 'Clase cero', nombre_largo: 'Clase cero de bienvenida', solicitud: 'normal', color: '#546e7a', grupo: 'excepcional' },
  { id: 'conversation', nombre_corto: 'CONV', nombre: 'Conversación', nombre_largo: 'Club de conversación', solicitud: 'club', color: '#c62828', grupo: null },
  ...CONNECTIVITY.map((nombre, i) => ({
    id: `regular_${16 + i}`, nombre_corto: CONNECTIVITY_SHORT[i], nombre, nombre_largo: `Clase regular ${nombre}`, solicitud: 'normal' as const, color: '#0277bd', grupo: BANDS[i],
  })),
  ...CONNECTIVITY.map((nombre, i) => ({
    id: `regular_${22 + i}`, nombre_corto: `P${CONNECTIVITY_SHORT[i]}`, nombre: `${nombre} Premium`, nombre_largo: `Clase regular ${nombre} (Premium)`, solicitud: 'normal' as const, color: '#ad8b00', grupo: BANDS[i],
  })),
  { id: 'tutoria', nombre_corto: 'TUT', nombre: 'Tutoría', nombre_largo: 'Tutoría personalizada', solicitud: 'tutoria', color: '#8d6e63', grupo: null },
];

/** The room types (salones.tipo_salon): which class types each may hold is TIPOS_POR_SALON. */
export const TIPOS_SALON = [
  { id: 'regular', name: 'Regular' },
  { id: 'lab', name: 'Laboratorio' },
  { id: 'writing', name: 'Writing' },
  { id: 'speakup_basico', name: 'Speak Up básico' },
  { id: 'speakup_avanzado', name: 'Speak Up avanzado' },
  { id: 'immersion_basico', name: 'Inmersión básico' },
  { id: 'immersion_avanzado', name: 'Inmersión avanzado' },
  { id: 'conversation', name: 'Conversación' },
  { id: 'tutoria', name: 'Tutoría' },
];

/** Class types a room of each type may hold (salones.tipos_permitidos). */
export const TIPOS_POR_SALON: Record<(typeof TIPOS_SALON)[number]['id'], string[]> = {
  regular: REGULAR.map(([id]) => id),
  lab: ['lab'],
  writing: ['writing'],
  speakup_basico: ['speakup_basico', 'speakup_avanzado'],
  speakup_avanzado: ['speakup_avanzado', 'speakup_basico'],
  immersion_basico: ['immersion_basico', 'immersion_avanzado'],
  immersion_avanzado: ['immersion_avanzado', 'immersion_basico'],
  conversation: ['conversation', 'clase_0'],
  tutoria: ['tutoria'],
};

export const TUTORIA = 'tutoria';

export function isTutoring(tipo: string): boolean {
  return tipo === TUTORIA;
}

/** The level bands (a class type's grupo). */
export const LEVEL_BANDS = ['A1', 'A2', 'B1', 'B2', 'B2+', 'excepcional'] as const;
