// What the visible-text walk (routeWalk.test.ts, issue 43 point 10) refuses in the text a person
// reads: English words, Spanish words written without their accent, 'SI' as a yes value and raw
// codes (booking states, audit areas, report column codes, snake_case ids). Pure, so the lists are
// unit-tested (test/unit/visibleTextRules.test.ts) against the Spanish words they must let through.

/**
 * English words and phrases the UI must not show (react-admin's and MUI's defaults, form words).
 * Matched whole and case-sensitive as written: none is also a Spanish word in that case ('No' is,
 * so only 'No results' is listed; 'of' only lower-case, as the paginator would print it).
 */
export const ENGLISH = [
  'Live', 'Password', 'PASSWORD', 'Email', 'EMAIL', 'Url', 'URL', 'Search', 'Save', 'Cancel', 'CANCEL', 'Delete', 'Export', 'Filter',
  'Filters', 'Loading', 'Rows per page', 'of', 'No results', 'Edit', 'Create', 'Show', 'List', 'Close', 'Clear', 'Add', 'Remove',
  'Next', 'Previous', 'Submit', 'Refresh', 'Undo', 'Settings', 'Logout', 'Login', 'Sign in', 'Dashboard', 'Yes', 'true', 'false',
  'null', 'undefined', 'NaN', 'Invalid Date', 'Download', 'Upload', 'Select', 'Required', 'Back', 'Room', 'Student', 'Teacher',
  'Booking', 'Report', 'Username', 'Name', 'Phone', 'Address', 'Page', 'Actions', 'Status', 'Not found', 'Forbidden', 'Unauthorized',
];

/**
 * Spanish words a person reads that take an accent, as they are misspelt without it; matched whole
 * and case-insensitive. Words that are also correct without an accent (periodo, mas, si, numero as a
 * verb is rare enough to stay) are left out.
 */
export const UNACCENTED = [
  'Logistica', 'Examenes', 'Tutoria', 'Tutorias', 'Frances', 'Ingles', 'Sesion', 'Informacion', 'Telefono', 'Telefonos', 'Direccion',
  'Numero', 'Numeros', 'Codigo', 'Codigos', 'Pagina', 'Paginas', 'Menu', 'Movil', 'Genero', 'Regimen', 'Etnico', 'Academica',
  'Academico', 'Matricula', 'Salon', 'Busqueda', 'Titulo', 'Categoria', 'Categorias', 'Dia', 'Dias', 'Ultimo', 'Ultima',
  'Proximo', 'Proxima', 'Asistio', 'Contrasena', 'Razon', 'Tecnico', 'Metodo', 'Metodos', 'Electronico', 'Sabado', 'Miercoles',
  'Anadir', 'Aqui', 'Tambien', 'Todavia', 'Despues', 'Ano', 'Anos', 'Cumpleanos', 'Espanol', 'Nivelacion',
];

/** Raw values a screen must turn into words: shown alone in a cell or line (a sentence may say 'cancelado'). */
export const RAW_VALUES = [
  'asistido', 'ausencia', 'cancelado', 'solicitado', 'asignado', 'notificado', 'asistente', 'bloqueado', 'sesion', 'sesiones',
  'usuario', 'estudiante', 'docente', 'agendamiento', 'clase', 'pendiente', 'en_curso', 'en_espera', 'no_asistio', 'true', 'false',
];

/** Codes of a report or a badge that are no word (Ocupación's columns, the board's chips). */
export const RAW_CODES = ['SM1', 'SM2', 'IMB', 'IMA', 'INM', 'TUT', 'SUB', 'SUA', 'CONV', 'CLUB', 'CANCEL'];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '?' ? '?' : `\\${c}`));
/** Whole words: no letter, digit or underscore either side (JavaScript's \b knows no accented letter). */
const whole = (words: readonly string[], flags: string) => new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}_])`, `gu${flags}`);

const ENGLISH_RE = whole(ENGLISH, '');
const UNACCENTED_RE = whole(UNACCENTED, 'i');
const CODES_RE = whole(RAW_CODES, '');
/** 'SI' as a value: upper-case alone (the Spanish conditional 'si' is lower-case in a sentence). */
const SI_RE = whole(['SI'], '');
/** Words '-cion' / '-sion' miss their accent (información, sesión): 'acciones' has more letters after. */
const CION_RE = /(?<![\p{L}\p{N}_])\p{L}+[cs]ion(?![\p{L}\p{N}_])/giu;
/** A snake_case identifier: lower-case words joined by underscores (e.g. 'tipo_salon'). */
const SNAKE_RE = /(?<![\p{L}\p{N}_@.])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\p{L}\p{N}_@])/gu;

export interface Offence {
  word: string;
  rule: 'inglés' | 'sin tilde' | 'SI' | 'código' | 'valor crudo' | 'identificador';
}

/**
 * Every offence in a page's visible text, each word once. `unexplained` is the part of it outside
 * any element that explains itself (a title or an aria-label: an <abbr> badge 'TN1' with its name as
 * tooltip): only there is a short code an offence; a word in English or without its accent is one anywhere.
 * `cells` are the texts of the page's elements (a table cell, a chip), where a raw value stands alone.
 */
export function offences(text: string, unexplained: string = text, cells: readonly string[] = text.split(/[\n\t]+/)): Offence[] {
  const found = new Map<string, Offence>();
  const add = (word: string, rule: Offence['rule']) => {
    if (!found.has(`${rule}:${word}`)) found.set(`${rule}:${word}`, { word, rule });
  };
  // e-mail addresses and web addresses are data, not words: left out before matching.
  const words = text.replace(/\S+@\S+/g, ' ').replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ');
  for (const m of words.matchAll(ENGLISH_RE)) add(m[0], 'inglés');
  for (const m of words.matchAll(UNACCENTED_RE)) add(m[0], 'sin tilde');
  for (const m of words.matchAll(CION_RE)) add(m[0], 'sin tilde');
  for (const m of words.matchAll(SI_RE)) add(m[0], 'SI');
  for (const m of unexplained.matchAll(CODES_RE)) add(m[0], 'código');
  for (const m of words.matchAll(SNAKE_RE)) add(m[0], 'identificador');
  const raw = new Set(RAW_VALUES);
  for (const cell of cells) if (raw.has(cell.trim())) add(cell.trim(), 'valor crudo');
  return [...found.values()];
}
