// The allowed-types editor's action, one definition for teachers (docente/editar_tipos) and rooms
// (salon/editar_tipos): {id, tipos_permitidos}, refused when 'tutoria' shares the list.
import { z } from 'zod';
import { defineAction } from '../engine/actions';
import { allowedTypesProblem } from './allowedTypes';
import { idValue } from '../engine/ids';
import type { PermissionCode } from '../engine/declaration/access';

export const SAVED = 'Información Guardada';

const typesBody = z
  .object({
    id: idValue(),
    tipos_permitidos: z.array(z.string().min(1).max(40)).max(60),
  })
  .strict()
  .superRefine((body, ctx) => {
    const problem = allowedTypesProblem(body.tipos_permitidos);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['tipos_permitidos'] });
    if (new Set(body.tipos_permitidos).size !== body.tipos_permitidos.length) {
      ctx.addIssue({ code: 'custom', message: 'Hay valores repetidos', path: ['tipos_permitidos'] });
    }
  });

export function allowedTypesAction(path: string, permission: PermissionCode) {
  return defineAction({ path, permission, label: 'Editar tipos permitidos', target: 'id', body: typesBody });
}
