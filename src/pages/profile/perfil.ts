// Mi Cuenta: the `perfil` answer, checked, and what the page shows from it.
export interface SedeRef {
  id: number;
  nombre: string;
}

export interface Perfil {
  id: number;
  primer_nombre: string;
  segundo_nombre: string | null;
  primer_apellido: string;
  segundo_apellido: string | null;
  email: string;
  numero_documento: string;
  sede_id: number | null;
  sede: SedeRef | null;
  sedes_permitidas: SedeRef[];
}

export const EMPTY_VALUE = 'No hay información';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;

function sedeOf(value: unknown): SedeRef | null {
  if (!isObject(value) || typeof value.nombre !== 'string') return null;
  const id = Number(value.id);
  return Number.isInteger(id) ? { id, nombre: value.nombre } : null;
}

/** The perfil response as a Perfil, or null when it is not one (e.g. the session ended meanwhile). */
export function parsePerfil(raw: unknown): Perfil | null {
  if (!isObject(raw) || raw.id == null) return null;
  const sedes = Array.isArray(raw.sedes_permitidas) ? raw.sedes_permitidas.map(sedeOf) : [];
  return {
    id: Number(raw.id),
    primer_nombre: textOrNull(raw.primer_nombre) ?? '',
    segundo_nombre: textOrNull(raw.segundo_nombre),
    primer_apellido: textOrNull(raw.primer_apellido) ?? '',
    segundo_apellido: textOrNull(raw.segundo_apellido),
    email: textOrNull(raw.email) ?? '',
    numero_documento: textOrNull(raw.numero_documento) ?? '',
    sede_id: raw.sede_id == null ? null : Number(raw.sede_id),
    sede: sedeOf(raw.sede),
    sedes_permitidas: sedes.filter((sede): sede is SedeRef => sede !== null),
  };
}

/** Label/value rows of the account page, empty values as 'No hay información'. */
export function profileRows(perfil: Perfil): { label: string; value: string }[] {
  const rows: [string, string | null][] = [
    ['Primer nombre', perfil.primer_nombre],
    ['Segundo nombre', perfil.segundo_nombre],
    ['Primer apellido', perfil.primer_apellido],
    ['Segundo apellido', perfil.segundo_apellido],
    ['Correo electrónico', perfil.email],
    ['Número de documento', perfil.numero_documento],
    ['Sede', perfil.sede?.nombre ?? null],
  ];
  return rows.map(([label, value]) => ({ label, value: value && value.trim() ? value : EMPTY_VALUE }));
}

/** The sites the user may move to: the permitted ones except the current one. */
export function otherSedes(perfil: Perfil): SedeRef[] {
  const current = perfil.sede?.id ?? perfil.sede_id;
  return perfil.sedes_permitidas.filter((sede) => sede.id !== current);
}

/** The change-site button shows only for users with several permitted sites. */
export function canChangeSede(perfil: Perfil): boolean {
  return perfil.sedes_permitidas.length > 1 && otherSedes(perfil).length > 0;
}
