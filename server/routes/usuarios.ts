// Global management's calls on any person (student, teacher or staff): the search, role changes and
// the enrolment sede, within the privilege ceiling — the codes must reach every kind the person is
// (core/engine/privileges.ts) — and the sede boundary.
// (user/cambiar-activo is a named action of the students' declaration: resources/estudiantes/actions.ts.)
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHANGE_SEDE_CODES, changeSedeBody, GLOBAL_SEARCH_LIMIT, globalSearchBody, SEDE_CHANGED } from '../../core/school/globalManagement';
import { P } from '../../core/engine/permissions';
import { KIND_OF_ROLE, roleChangeProblem } from '../../core/engine/privileges';
import { recordEvent } from '../audit/events';
import type { Database } from '../db/database';
import { defineEndpoint } from '../http/endpoint';
import { validationError } from '../errors/apiError';
import { globalPerson, searchPeople } from '../people/globalSearch';
import { assertSedeWithinReach } from '../people/sedeReach';
import { isLastActiveAdmin, loadTarget } from '../crud/personTarget';
import { idValue } from '../crud/schemas';
import type { RouteDeps } from '../http/routeDeps';

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
    const path = grant ? 'user/activar_rol' : 'user/desactivar_rol';
    defineEndpoint(app, {
      path,
      permission: grant ? P.usuarios.activarRol : P.estudiantes.activo,
      body: roleBody,
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

  defineEndpoint(app, {
    path: 'user/buscar',
    permission: P.usuarios.global,
    body: globalSearchBody,
    handler: ({ body, session }) => searchPeople(db, session, body.texto, GLOBAL_SEARCH_LIMIT),
  });

  defineEndpoint(app, {
    path: 'user/cambiar_sede',
    permission: CHANGE_SEDE_CODES,
    body: changeSedeBody,
    handler: ({ body, session }) =>
      db.transaction(async (tx) => {
        const target = await loadTarget(tx, session, body.id, { action: 'sede' });
        await assertSedeWithinReach(tx, session, body.sede_id);
        if (target.sede_id !== body.sede_id) {
          await tx.query('UPDATE usuarios SET sede_id = $2, version = version + 1 WHERE id = $1', [target.id, body.sede_id]);
          // Staff limited to some sedes may work at their new one (an empty list already means every sede).
          await tx.query(
            'INSERT INTO usuario_sedes (usuario_id, sede_id) SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM usuario_sedes WHERE usuario_id = $1) ON CONFLICT DO NOTHING',
            [target.id, body.sede_id],
          );
          await recordEvent(tx, {
            universo: 'usuario',
            tipo: 'cambiar_sede',
            evento: SEDE_CHANGED,
            contenido: { cambios: { sede_id: { antes: target.sede_id, despues: body.sede_id } } },
            usuarioId: session.userId,
            registroId: target.id,
          });
        }
        return { usuario: await globalPerson(tx, target.id), mensaje: SEDE_CHANGED };
      }),
  });
}
