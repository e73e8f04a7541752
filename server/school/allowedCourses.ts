// The allowed-courses editor's handler, shared by teachers and rooms: every id must be a course
// (400 'Valor no permitido' otherwise); the runner writes and audits the list.
import type { allowedCoursesAction } from '../../core/school/allowedCoursesAction';
import { SAVED } from '../../core/school/allowedTypesAction';
import { assertLookupsExist } from '../crud/checks';
import type { ActionHandler } from '../crud/parts';
import type { EndpointExample } from '../http/endpoint';

/** The handler, with its resource's fixtures (allowedCoursesExamples of the resource's valid body, in its server.examples.ts). */
export function allowedCoursesHandler(fixtures: { example: EndpointExample; malformedExample: unknown }): ActionHandler<ReturnType<typeof allowedCoursesAction>> {
  return {
    ...fixtures,
    run: async ({ tx, body, service }) => {
      await assertLookupsExist(tx, service.decl, { cursos_permitidos: body.cursos_permitidos });
      return { mensaje: SAVED, cambios: { cursos_permitidos: body.cursos_permitidos } };
    },
  };
}
