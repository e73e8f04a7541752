// The allowed-types editor's handler, shared by teachers and rooms: every id must be a class type
// (the body schema already refused 'tutoria' beside another); the runner writes and audits the list.
import type { allowedTypesAction } from '../../core/school/allowedTypesAction';
import { SAVED } from '../../core/school/allowedTypesAction';
import { assertLookupsExist } from '../crud/checks';
import type { ActionHandler } from '../crud/parts';

/** The handler (each resource's fixtures for it: allowedTypesExamples, in its server.examples.ts). */
export function allowedTypesHandler(): ActionHandler<ReturnType<typeof allowedTypesAction>> {
  return {
    run: async ({ tx, body, service }) => {
      await assertLookupsExist(tx, service.decl, { tipos_permitidos: body.tipos_permitidos });
      return { mensaje: SAVED, cambios: { tipos_permitidos: body.tipos_permitidos } };
    },
  };
}
