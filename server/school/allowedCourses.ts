// The allowed-courses editor's handler, shared by teachers and rooms: every id must be a course
// (400 'Valor no permitido' otherwise); the runner writes and audits the list.
import type { allowedCoursesAction } from '../../core/allowedCoursesAction';
import { SAVED } from '../../core/allowedTypesAction';
import { assertLookupsExist } from '../crud/checks';
import type { ActionHandler } from '../crud/parts';
import type { EndpointExample } from '../http/endpoint';
import { allowedCoursesExamples } from './allowedCourses.examples';

export function allowedCoursesHandler(example: EndpointExample): ActionHandler<ReturnType<typeof allowedCoursesAction>> {
  return {
    ...allowedCoursesExamples(example),
    run: async ({ tx, body, service }) => {
      await assertLookupsExist(tx, service.decl, { cursos_permitidos: body.cursos_permitidos });
      return { mensaje: SAVED, cambios: { cursos_permitidos: body.cursos_permitidos } };
    },
  };
}
