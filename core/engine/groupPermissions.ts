// Permission codes as the groups screen and its calls see them (permisos/lista, permiso/crear;
// docs/security.md 'Permission groups'): the row shape, the code's format and permiso/crear's body.
import { z } from 'zod';
import { characterIssue } from './untrustedText';

/** One row of permisos/lista: `id` is the code itself (the spec's Permission: id, recurso). */
export interface Permiso {
  id: string;
  codigo: string;
  recurso: string;
  descripcion: string;
}

/** One code of a group (grupo/detalle's `permisos`). */
export interface PermisoDeGrupo {
  id: string;
  recurso: string;
}

export const CODE_FORMAT_MESSAGE = 'El código debe tener de 4 a 16 letras mayúsculas o cifras';

/** A permission code: upper-case letters and digits, as every code of the specification ('4F40D01B', '71A798F'). */
export function permissionCode() {
  return z.string({ error: 'Debe ser un código de permiso' }).trim().regex(/^[0-9A-Z]{4,16}$/, CODE_FORMAT_MESSAGE);
}

export const crearPermisoBody = z
  .object({
    codigo: permissionCode(),
    recurso: z
      .string({ error: 'El recurso es requerido' })
      .trim()
      .regex(/^[a-z][a-z0-9_]{1,39}$/, 'El recurso debe ser una palabra en minúsculas (letras, cifras y _)'),
    descripcion: z.string({ error: 'La descripción es requerida' }).trim().min(3, 'La descripción debe tener al menos 3 caracteres').max(200, 'La descripción admite hasta 200 caracteres')
      .superRefine(characterIssue(false)),
  })
  .strict();

export type CrearPermisoBody = z.input<typeof crearPermisoBody>;
