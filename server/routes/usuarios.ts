// Actions on any person (student, teacher or staff), each within the privilege ceiling: the codes
// must reach every kind the person is (resources/privileges.ts), and the sede boundary applies.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { P } from '../../resources/permissions';
import { activeChangeProblem, KIND_OF_ROLE, roleChangeProblem } from '../../resources/privileges';
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
  defineEndpoint(app, {
    path: 'user/cambiar-activo',
    permission: P.estudiantes.activo,
    body: z.object({ id: idValue(), activo: z.union([z.literal(0), z.literal(1)], { error: 'Debe ser 0 o 1' }) }).strict(),
    malformedExample: { id: 1, activo: 'si' },
    example: async (db) => ({ id: await someStudentId(db), activo: 0 }),
    handler: ({ body, session }) =>
      db.transaction(async (tx) => {
        const activo = body.activo === 1;
        const target = await loadTarget(tx, session, body.id, { action: 'activo' });
        const last = !activo && (await isLastActiveAdmin(tx, target));
        const problem = activeChangeProblem({ actorId: session.userId, targetId: target.id, targetIsLastActiveAdmin: last, activo });
        if (problem) throw validationError({ activo: problem });
        await tx.query('UPDATE usuarios SET activo = $2 WHERE id = $1', [target.id, activo]);
        const mensaje = activo ? 'Usuario activado' : 'Usuario desactivado';
        await recordEvent(tx, {
          universo: 'usuario',
          tipo: 'cambiar_activo',
          evento: mensaje,
          contenido: { cambios: { activo: { antes: target.activo, despues: activo } } },
          usuarioId: session.userId,
          registroId: target.id,
        });
        return { usuario: await summary(tx, target.id), mensaje };
      }),
  });

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
