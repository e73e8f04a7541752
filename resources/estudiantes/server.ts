// The students on the server: what their declaration cannot say (the level follows the course,
// soft-deleted people are hidden) and the handlers of their named actions (./actions.ts).
import { activeChangeProblem } from '../../core/engine/privileges';
import { defineServerParts } from '../../server/crud/parts';
import { validationError } from '../../server/errors/apiError';
import { isLastActiveAdmin, type PersonTarget } from '../../server/crud/personTarget';
import { activeGroupManagers, groupManages, LAST_GROUP_MANAGER } from '../../server/people/groupManagers';
import { changePassword } from '../../server/people/password';
import { ATTRIBUTE_HANDLERS } from '../../server/students/attributeHandlers';
import schema from './schema';

const USER_SUMMARY = `id, primer_nombre, segundo_nombre, primer_apellido, segundo_apellido, tipo_documento, numero_documento,
  email, sede_id, activo, ad, pr, es, grupo_id, curso_actual_id, version`;

export default defineServerParts(schema, {
  hooks: {
    readCondition: 'deleted_at IS NULL',
    async beforeWrite(tx, rows, mode) {
      const courseIds = [...new Set(rows.map((r) => r.curso_actual_id).filter((id): id is number => typeof id === 'number'))];
      const levels = new Map<number, number>();
      if (courseIds.length > 0) {
        const found = await tx.query<{ id: number; nivel_id: number }>('SELECT id, nivel_id FROM cursos WHERE id = ANY($1::int[])', [courseIds]);
        for (const course of found) levels.set(course.id, course.nivel_id);
      }
      for (const row of rows) {
        // The sede a student enrolled at stays theirs when user/cambiar_sede moves them.
        if (mode !== 'edit' && row.sede_original_id === undefined) row.sede_original_id = row.sede_id ?? null;
        // An edit that does not touch the course leaves the level alone.
        if (mode === 'edit' && !('curso_actual_id' in row)) continue;
        const courseId = row.curso_actual_id;
        row.nivel_id = typeof courseId === 'number' ? (levels.get(courseId) ?? null) : null;
      }
    },
  },
  actions: {
    // The editor's attribute actions (validity, levels, courses, payment, flags, tutoring).
    ...ATTRIBUTE_HANDLERS,
    cambiarPassword: {
      run: ({ tx, body, record, session }) => changePassword(tx, record as unknown as PersonTarget, body, session),
    },
    cambiarActivo: {
      async run({ tx, session, body, record }) {
        const target = record as unknown as PersonTarget;
        const activo = body.activo === 1;
        const last = !activo && (await isLastActiveAdmin(tx, target));
        const problem = activeChangeProblem({ actorId: session.userId, targetId: target.id, targetIsLastActiveAdmin: last, activo });
        if (problem) throw validationError({ activo: problem });
        // Someone active must still be able to manage the groups (4F40D01B), as with the last administrator.
        if (!activo && target.activo && (await groupManages(tx, target.grupo_id))) {
          if ((await activeGroupManagers(tx, { userId: target.id })) === 0) throw validationError({ activo: LAST_GROUP_MANAGER });
        }
        const mensaje = activo ? 'Usuario activado' : 'Usuario desactivado';
        return {
          mensaje,
          cambios: { activo },
          respuesta: async () => {
            const [usuario] = await tx.query<{ id: number; activo: boolean }>(`SELECT ${USER_SUMMARY} FROM usuarios WHERE id = $1`, [target.id]);
            return { usuario, mensaje };
          },
        };
      },
    },
  },
});
