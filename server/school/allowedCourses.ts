// The allowed-courses editor's handler, shared by teachers and rooms: every id must be a course
// (400 'Valor no permitido' otherwise); the runner writes and audits the list.
import type { allowedCoursesAction } from '../../core/school/allowedCoursesAction';
import { SAVED } from '../../core/school/allowedTypesAction';
import { assertLookupsExist } from '../crud/checks';
import type { ActionHandler } from '../crud/parts';

/** The handler (each resource's fixtures for it: allowedCoursesExamples, in its server.examples.ts). */
export function allowedCoursesHandler(): ActionHandler<ReturnType<typeof allowedCoursesAction>> {
  return {
    run: async ({ tx, body, service }) => {
      await assertLookupsExist(tx, service.decl, { cursos_permitidos: body.cursos_permitidos });
      return { mensaje: SAVED, cambios: { cursos_permitidos: body.cursos_permitidos } };
    },
  };
}
