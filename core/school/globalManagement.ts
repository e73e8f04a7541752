// Global management (#/usuario/gestion_global, E1020A89;
// docs/security.md 'Staff users and global management'): one search over every person — staff, teachers,
// students — and what the page shows of the one selected. Shared by the server's user/buscar and
// user/cambiar_sede and the page.
import { z } from 'zod';
import { idValue } from '../engine/ids';
import { P } from '../engine/permissions';

/** Global search fires only at 5 or more characters. */
export const GLOBAL_SEARCH_MIN = 5;
export const GLOBAL_SEARCH_LIMIT = 50;
export const GLOBAL_SEARCH_SHORT = `Escriba al menos ${GLOBAL_SEARCH_MIN} caracteres`;

export const globalSearchBody = z
  .object({ texto: z.string({ error: 'Debe ser un texto' }).trim().min(GLOBAL_SEARCH_MIN, { error: GLOBAL_SEARCH_SHORT }).max(100, { error: 'Debe tener máximo 100 caracteres' }) })
  .strict();

export const changeSedeBody = z.object({ id: idValue(), sede_id: idValue('Debe seleccionar una sede') }).strict();

/** user/cambiar_sede: global management's code, or the student area's for students. */
export const CHANGE_SEDE_CODES = [P.usuarios.sede, P.estudiantes.sede];

export const SEDE_CHANGED = 'Sede cambiada';

/** One person as the search finds them (every kind, deleted ones too). */
export interface GlobalPerson {
  id: number;
  primer_nombre: string;
  segundo_nombre: string | null;
  primer_apellido: string;
  segundo_apellido: string | null;
  numero_documento: string;
  email: string;
  activo: boolean;
  es: boolean;
  pr: boolean;
  ad: boolean;
  fu: boolean;
  /** The enrolment sede (changed by user/cambiar_sede). */
  sede_id: number | null;
  sede: string | null;
  /** Where their classes are programmed: the sede of their latest class (a student's booking, a teacher's class). */
  sede_programacion: string | null;
  grupo: string | null;
  curso_actual: string | null;
  /** ISO instant, or null. */
  deleted_at: string | null;
}

export function fullName(person: Pick<GlobalPerson, 'primer_nombre' | 'segundo_nombre' | 'primer_apellido' | 'segundo_apellido'>): string {
  return [person.primer_nombre, person.segundo_nombre, person.primer_apellido, person.segundo_apellido].filter(Boolean).join(' ');
}
