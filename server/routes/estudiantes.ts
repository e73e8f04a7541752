// Student actions beyond the generic resource endpoints.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { P } from '../../resources/permissions';
import { recordEvent } from '../audit/events';
import { defineEndpoint } from '../http/endpoint';
import { setPassword } from '../people/password';
import { loadTarget } from '../people/target';
import { someStudentId } from '../crud/examples';
import { idValue } from '../crud/schemas';
import type { RouteDeps } from './types';

export const PASSWORD_MIN_LENGTH = 8;

const changePasswordBody = z
  .object({
    userid: idValue(),
    // null (or the spec's variant action: 'autogenerate') generates one and mails it to the student.
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: `Debe tener mínimo ${PASSWORD_MIN_LENGTH} caracteres.` })
      .max(128)
      .nullable()
      .optional(),
    action: z.literal('autogenerate', { error: "Debe ser 'autogenerate'" }).optional(),
  })
  .strict()
  .refine((body) => body.password !== undefined || body.action === 'autogenerate', {
    error: 'Este campo es requerido',
    path: ['password'],
  });

export function registerEstudianteEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'estudiante/cambiar_password',
    permission: P.estudiantes.password,
    body: changePasswordBody,
    malformedExample: { userid: 1, password: 'corta' },
    example: async (db) => ({ userid: await someStudentId(db), password: 'Ejemplo-de-clave-1' }),
    handler: async ({ body, session }) => {
      const mensaje = await db.transaction(async (tx) => {
        const target = await loadTarget(tx, session, body.userid, { action: 'password', through: 'estudiante' });
        const generated = body.action === 'autogenerate' || body.password == null;
        const mensaje = await setPassword(tx, target, generated ? null : (body.password ?? null));
        await recordEvent(tx, {
          universo: 'usuario',
          tipo: 'cambiar_password',
          evento: generated ? 'Contraseña generada y enviada por correo' : 'Contraseña cambiada',
          contenido: { generada: generated },
          usuarioId: session.userId,
          registroId: target.id,
        });
        return mensaje;
      });
      app.mail.poke();
      return { mensaje };
    },
  });
}
