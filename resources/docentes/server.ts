// The teachers on the server: soft-deleted people are hidden; the handlers of the edit page's
// sub-editors and of the password change.
import { keepTemplateSlots } from '../../core/school/availability';
import { SAVED } from '../../core/school/allowedTypesAction';
import { defineServerParts } from '../../server/crud/parts';
import { changePassword } from '../../server/people/password';
import type { PersonTarget } from '../../server/crud/personTarget';
import { allowedCoursesHandler } from '../../server/school/allowedCourses';
import { allowedTypesHandler } from '../../server/school/allowedTypes';
import { checkDefaultRoom } from '../../server/school/defaultRoom';
import schema from './schema';

export default defineServerParts(schema, {
  hooks: { readCondition: 'deleted_at IS NULL' },
  actions: {
    cambiarPassword: {
      run: ({ tx, body, record, session }) => changePassword(tx, record as unknown as PersonTarget, body, session),
    },
    editarTipos: allowedTypesHandler(),
    editarDisponibilidad: {
      // Only the slots of the teacher's template are kept (a tutor's quarter-hours); the rest is dropped.
      run: async ({ body, record }) => ({ mensaje: SAVED, cambios: { disponibilidad: keepTemplateSlots(body.disponibilidad, record.tutor === true) } }),
    },
    editarCursos: allowedCoursesHandler(),
    editarSalon: {
      run: async ({ tx, body, record, session }) => {
        await checkDefaultRoom(tx, session, record.salon_predeterminado, body.salon_predeterminado);
        return { mensaje: SAVED, cambios: { salon_predeterminado: body.salon_predeterminado } };
      },
    },
  },
});
