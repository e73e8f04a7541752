// Actions on any person (student, teacher or staff).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { notFound, validationError } from '../http/errors';
import { idValue } from '../resources/schemas';
import type { RouteDeps } from './types';

const USER_SUMMARY = `id, primer_nombre, segundo_nombre, primer_apellido, segundo_apellido, tipo_documento, numero_documento,
  email, sede_id, activo, ad, pr, es, grupo_id, curso_actual_id`;

export function registerUsuarioEndpoints(app: FastifyInstance, { db }: RouteDeps): void {
  defineEndpoint(app, {
    path: 'user/cambiar-activo',
    permission: '71A798F',
    body: z.object({ id: idValue(), activo: z.union([z.literal(0), z.literal(1)], { error: 'Debe ser 0 o 1' }) }).strict(),
    malformedExample: { id: 1, activo: 'si' },
    handler: async ({ body, session }) => {
      if (body.id === session.userId && body.activo === 0) {
        throw validationError({ activo: 'No puede desactivar su propia cuenta' });
      }
      const [usuario] = await db.query(
        `UPDATE usuarios SET activo = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING ${USER_SUMMARY}`,
        [body.id, body.activo === 1],
      );
      if (!usuario) throw notFound();
      return { usuario, mensaje: body.activo === 1 ? 'Usuario activado' : 'Usuario desactivado' };
    },
  });
}
