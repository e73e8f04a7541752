// The rooms' named actions (README 'Teachers, rooms and pre-assignments'): the allowed-type toggles
// of #/salon/editar/{id}, with the tutoria exclusivity rule, and its allowed courses (empty = every
// course). Handlers: ./server.ts.
import { allowedCoursesAction } from '../../core/allowedCoursesAction';
import { allowedTypesAction } from '../../core/allowedTypesAction';
import { P } from '../../core/permissions';

export const editarTipos = allowedTypesAction('salon/editar_tipos', P.salones.edit);

export const editarCursos = allowedCoursesAction('salon/editar_cursos', P.salones.edit);

export const SALON_ACTIONS = { editarTipos, editarCursos };
