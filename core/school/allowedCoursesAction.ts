// The allowed-courses editor's action, one definition for teachers (docente/editar_cursos) and
// rooms (salon/editar_cursos): {id, cursos_permitidos}, an empty list meaning every course
// (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments').
import { z } from 'zod';
import { defineAction } from '../engine/actions';
import { idValue } from '../engine/ids';
import type { PermissionCode } from '../engine/declaration/access';

const coursesBody = z
  .object({ id: idValue(), cursos_permitidos: z.array(z.number().int().positive().max(2147483647)).max(200) })
  .strict()
  .refine((body) => new Set(body.cursos_permitidos).size === body.cursos_permitidos.length, { message: 'Hay valores repetidos', path: ['cursos_permitidos'] });

export function allowedCoursesAction(path: string, permission: PermissionCode) {
  return defineAction({ path, permission, label: 'Editar cursos permitidos', target: 'id', body: coursesBody });
}
