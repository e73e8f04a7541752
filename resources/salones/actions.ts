// The rooms' named actions (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): the allowed-type toggles
// of #/salon/editar/{id}, with the tutoria exclusivity rule, and its allowed courses (empty = every
// course). Handlers: ./server.ts.
import { allowedCoursesAction } from '../../core/school/allowedCoursesAction';
import { allowedTypesAction } from '../../core/school/allowedTypesAction';
import { P } from '../../core/engine/permissions';

export const editarTipos = allowedTypesAction('salon/editar_tipos', P.salones.edit);

export const editarCursos = allowedCoursesAction('salon/editar_cursos', P.salones.edit);

export const SALON_ACTIONS = { editarTipos, editarCursos };
