// The teachers on the server: soft-deleted people are hidden; the handlers of the edit page's
// sub-editors and of the password change.
import { keepTemplateSlots, presetKeys } from '../../core/availability';
import { SAVED } from '../../core/allowedTypesAction';
import { firstValue } from '../../server/crud/examples';
import { defineServerParts } from '../../server/crud/parts';
import type { Database } from '../../server/db/database';
import { changePassword } from '../../server/people/password';
import type { PersonTarget } from '../../server/people/target';
import { allowedCoursesHandler } from '../../server/school/allowedCourses';
import { allowedTypesHandler } from '../../server/school/allowedTypes';
import { checkDefaultRoom } from '../../server/school/defaultRoom';
import schema from './schema';

const someTeacher = (db: Database) => firstValue(db, 'SELECT id AS v FROM usuarios WHERE pr AND NOT ad AND grupo_id IS NULL AND deleted_at IS NULL ORDER BY id DESC LIMIT 1');

/** A body for the teacher the examples target, or null when there is none. */
const forTeacher = (body: (id: number, db: Database) => Promise<Record<string, unknown> | null> | Record<string, unknown> | null) => async (db: Database) => {
  const id = await someTeacher(db);
  return id === null ? null : body(id, db);
};

export default defineServerParts(schema, {
  hooks: { readCondition: 'deleted_at IS NULL' },
  actions: {
    cambiarPassword: {
      malformedExample: { userid: 1, password: 'corta' },
      example: forTeacher((userid) => ({ userid, action: 'autogenerate' })),
      run: ({ tx, body, record, session }) => changePassword(tx, record as unknown as PersonTarget, body, session),
    },
    editarTipos: allowedTypesHandler(forTeacher((id) => ({ id, tipos_permitidos: ['regular_1', 'lab'] }))),
    editarDisponibilidad: {
      malformedExample: { id: 1, disponibilidad: '1T06:00' },
      example: forTeacher((id) => ({ id, disponibilidad: presetKeys('mananas', false) })),
      // Only the slots of the teacher's template are kept (a tutor's quarter-hours); the rest is dropped.
      run: async ({ body, record }) => ({ mensaje: SAVED, cambios: { disponibilidad: keepTemplateSlots(body.disponibilidad, record.tutor === true) } }),
    },
    editarCursos: allowedCoursesHandler(
      forTeacher(async (id, db) => {
        const curso = await firstValue(db, 'SELECT id AS v FROM cursos ORDER BY id LIMIT 1');
        return { id, cursos_permitidos: curso === null ? [] : [curso] };
      }),
    ),
    editarSalon: {
      malformedExample: { id: 1, salon_predeterminado: 'uno' },
      example: forTeacher(async (id, db) => {
        const [row] = await db.query<{ salon: number | null }>(
          'SELECT (SELECT s.id FROM salones s WHERE s.activo AND s.id IS DISTINCT FROM u.salon_predeterminado ORDER BY s.id LIMIT 1) AS salon FROM usuarios u WHERE u.id = $1',
          [id],
        );
        return row?.salon ? { id, salon_predeterminado: row.salon } : null;
      }),
      run: async ({ tx, body, record, session }) => {
        await checkDefaultRoom(tx, session, record.salon_predeterminado, body.salon_predeterminado);
        return { mensaje: SAVED, cambios: { salon_predeterminado: body.salon_predeterminado } };
      },
    },
  },
});
