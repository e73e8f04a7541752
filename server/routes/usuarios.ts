// Role changes on any person (student, teacher or staff), within the privilege ceiling: the codes
// must reach every kind the person is (resources/privileges.ts), and the sede boundary applies.
// (user/cambiar-activo is a named action of the students' declaration: resources/estudiantes/actions.ts.)
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { P } from '../../resources/permissions';
import { KIND_OF_ROLE, roleChangeProblem } from '../../resources/privileges';
import { recordEvent } from '../audit/events';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import { validationError } from '../http/errors';
import { isLastActiveAdmin, loadTarget } from '../people/target';
import { someStudentId } from '../crud/examples';
import { idValue } from '../crud/schemas';
import type { RouteDeps } from './types';

const USER_SUMMARY = `id, primer_nombre, segundo_nombre, primer_apellido, segundo_apellido, tipo_documento, numero_documento,
  email, sede_id, activo, ad, pr, es, grupo_id, curso_actual_id, version`;

const ROLE_NAMES = { ad: 'ADMIN', pr: 'DOCENTE', es: 'ESTUDIANTE' } as const;

const roleBody = z
  .object({ id: idValue(), rol: z.enum(['ad', 'pr', 'es'], { error: "Debe ser 'ad', 'pr' o 'es'" }) })
  .strict();

async function summary(tx: Database, id: number): Promise<Record<string, unknown>> {
  const [usuario] = await tx.query(`SELECT ${USER_SUMMARY} FROM usuarios WHERE id = $1`, [id]);
  return usuario;
}

export function registerUsuarioEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  for (const grant of [true, false]) {
    defineEndpoint(app, {
      path: grant ? 'user/activar_rol' : 'user/desactivar_rol',
      permission: grant ? P.usuarios.activarRol : P.estudiantes.activo,
      body: roleBody,
      malformedExample: { id: 1, rol: 'superusuario' },
      example: async (db) => ({ id: await someStudentId(db), rol: 'pr' }),
      handler: ({ body, session }) =>
        db.transaction(async (tx) => {
          const target = await loadTarget(tx, session, body.id, {
            action: grant ? 'rol_activar' : 'rol_desactivar',
            extraKinds: [KIND_OF_ROLE[body.rol]],
          });
          const last = !grant && body.rol === 'ad' && (await isLastActiveAdmin(tx, target));
          const problem = roleChangeProblem({ actorId: session.userId, targetId: target.id, targetIsLastActiveAdmin: last, role: body.rol, grant });
          if (problem) throw validationError({ rol: problem });
          // The column comes from the enum above, never from free text.
          await tx.query(`UPDATE usuarios SET ${body.rol} = $2 WHERE id = $1`, [target.id, grant]);
          const mensaje = grant ? 'Rol activado' : 'Rol desactivado';
          await recordEvent(tx, {
            universo: 'usuario',
            tipo: grant ? 'activar_rol' : 'desactivar_rol',
            evento: `${mensaje}: ${ROLE_NAMES[body.rol]}`,
            contenido: { cambios: { [body.rol]: { antes: target[body.rol], despues: grant } } },
            usuarioId: session.userId,
            registroId: target.id,
          });
          return { usuario: await summary(tx, target.id), mensaje };
        }),
    });
  }
}
