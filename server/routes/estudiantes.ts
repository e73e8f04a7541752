// Student actions beyond the generic resource endpoints.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import { defineEndpoint } from '../http/endpoint';
import { notFound } from '../http/errors';
import { idValue } from '../resources/schemas';
import type { RouteDeps } from './types';

export const PASSWORD_MIN_LENGTH = 8;

const changePasswordBody = z
  .object({
    userid: idValue(),
    // null resets the password to the student's document number.
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: `Debe tener mínimo ${PASSWORD_MIN_LENGTH} caracteres.` })
      .max(128)
      .nullable(),
  })
  .strict();

export function registerEstudianteEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'estudiante/cambiar_password',
    permission: '31BEFF98',
    body: changePasswordBody,
    malformedExample: { userid: 1, password: 'corta' },
    handler: async ({ body }) => {
      const [student] = await db.query<{ numero_documento: string }>(
        'SELECT numero_documento FROM usuarios WHERE id = $1 AND es AND deleted_at IS NULL',
        [body.userid],
      );
      if (!student) throw notFound();
      const hash = await hashPassword(body.password ?? student.numero_documento);
      await db.query('UPDATE usuarios SET password_hash = $2 WHERE id = $1', [body.userid, hash]);
      return {
        mensaje: body.password === null ? 'Contraseña restablecida al número de documento' : 'Contraseña actualizada',
      };
    },
  });
}
