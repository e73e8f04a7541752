// Session endpoints: login (public, with the failed-login limit), logout, the caller's sede and
// profile, and moving to another sede.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EMAIL_PATTERN, MESSAGES } from '../../core/engine/validation';
import { recordEvent } from '../audit/events';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords';
import type { LoginLimiter } from '../auth/loginLimit';
import { issueToken } from '../auth/session';
import { dropOldSessions, endSession } from '../auth/sessions';
import { defineEndpoint } from '../http/endpoint';
import { invalidCredentials, notFound, validationError } from '../errors/apiError';
import { idValue } from '../crud/schemas';
import type { RouteDeps } from '../http/routeDeps';

const loginBody = z
  .object({
    email: z.string().trim().min(1, { error: MESSAGES.emailRequired }).max(254).regex(EMAIL_PATTERN, { error: MESSAGES.email }),
    password: z.string().min(1, { error: 'La contraseña es requerida' }).max(200),
  })
  .strict();

interface LoginRow {
  id: number;
  password_hash: string | null;
  activo: boolean;
  grupo_id: number | null;
  deleted_at: Date | null;
}

export interface AuthEndpointOptions {
  /** Password checks per account and per address (server/auth/loginLimit.ts). */
  loginLimiter: LoginLimiter;
  /** Milliseconds since the epoch: the sessions' clock (the guard's). */
  now: () => number;
}

export function registerAuthEndpoints(app: FastifyInstance, { db, jwtKey }: RouteDeps, { loginLimiter, now }: AuthEndpointOptions): void {
  defineEndpoint(app, {
    path: 'login',
    permission: 'public',
    body: loginBody,
    handler: async ({ body, request, reply }) => {
      const email = body.email.toLowerCase();
      // Taken before the password is checked (a spent account or address is refused here), so
      // concurrent logins cannot check more passwords than the limit; every way out but success counts.
      const attempt = loginLimiter.begin(request, reply, email);
      const [user] = await db.query<LoginRow>('SELECT id, password_hash, activo, grupo_id, deleted_at FROM usuarios WHERE email = $1', [email]).catch((error: unknown) => {
        // Nothing was checked (the database out of reach: a 503): the attempt does not count.
        attempt.unchecked();
        throw error;
      });
      if (!user?.password_hash) {
        await burnPasswordCheck(body.password);
        throw invalidCredentials();
      }
      const matches = await verifyPassword(body.password, user.password_hash);
      // Only active staff (a person with a permission group) may enter the back-office.
      if (!matches || !user.activo || user.deleted_at || user.grupo_id === null) throw invalidCredentials();
      attempt.succeeded();
      await db.transaction(async (tx) => {
        await tx.query('UPDATE usuarios SET ultimo_ingreso = now() WHERE id = $1', [user.id]);
        await dropOldSessions(tx, user.id, now());
        await recordEvent(tx, { universo: 'sesion', tipo: 'login', evento: 'Inicio de sesión', usuarioId: user.id, registroId: user.id });
      });
      return { token: await issueToken(db, jwtKey, user.id, now()) };
    },
  });

  // Ends the session of the token that calls it: that token is refused from the next request on.
  defineEndpoint(app, {
    path: 'logout',
    permission: 'login',
    body: z.object({}).strict(),
    handler: async ({ session }) => {
      const sesionId = session.sesionId;
      if (sesionId) {
        await db.transaction(async (tx) => {
          if (!(await endSession(tx, sesionId))) return;
          await recordEvent(tx, { universo: 'sesion', tipo: 'logout', evento: 'Cierre de sesión', usuarioId: session.userId, registroId: session.userId });
        });
      }
      return { mensaje: 'Sesión cerrada' };
    },
  });

  defineEndpoint(app, {
    path: 'sede',
    permission: 'login',
    body: z.object({}).strict(),
    handler: async ({ session }) => {
      const [sede] = await db.query<{ id: number; nombre: string }>(
        'SELECT s.id, s.nombre FROM usuarios u JOIN sedes s ON s.id = u.sede_id WHERE u.id = $1',
        [session.userId],
      );
      if (!sede) throw notFound('El usuario no tiene sede asignada');
      return sede;
    },
  });

  defineEndpoint(app, {
    path: 'perfil',
    permission: 'login',
    body: z.object({}).strict(),
    handler: async ({ session }) => {
      const [perfil] = await db.query(
        `SELECT u.id, u.primer_nombre, u.segundo_nombre, u.primer_apellido, u.segundo_apellido, u.email, u.numero_documento, u.sede_id,
           (SELECT json_build_object('id', s.id, 'nombre', s.nombre) FROM sedes s WHERE s.id = u.sede_id) AS sede,
           COALESCE((SELECT json_agg(json_build_object('id', s.id, 'nombre', s.nombre) ORDER BY s.nombre)
                     FROM usuario_sedes us JOIN sedes s ON s.id = us.sede_id WHERE us.usuario_id = u.id), '[]') AS sedes_permitidas,
           -- The group's codes as they are now (the browser's menu and guards after a reload; the token's may be older).
           COALESCE((SELECT json_agg(gp.permiso ORDER BY gp.permiso) FROM grupo_permisos gp WHERE gp.grupo_id = u.grupo_id), '[]') AS permisos
         FROM usuarios u WHERE u.id = $1`,
        [session.userId],
      );
      if (!perfil) throw notFound();
      return perfil;
    },
  });

  defineEndpoint(app, {
    path: 'cambiarme_sede',
    permission: 'login',
    body: z.object({ sede_id: idValue('Debe seleccionar una sede') }).strict(),
    handler: async ({ session, body }) => {
      const permitted = await db.query('SELECT 1 FROM usuario_sedes WHERE usuario_id = $1 AND sede_id = $2', [session.userId, body.sede_id]);
      if (permitted.length === 0) throw validationError({ sede_id: 'La sede no está entre sus sedes permitidas' });
      // Tokens issued before now carry the old sede: the client logs out and the user signs in again.
      await db.transaction(async (tx) => {
        const [before] = await tx.query<{ sede_id: number | null }>('SELECT sede_id FROM usuarios WHERE id = $1 FOR UPDATE', [session.userId]);
        await tx.query('UPDATE usuarios SET sede_id = $2, invalid_token_time = $3 WHERE id = $1', [session.userId, body.sede_id, new Date()]);
        await recordEvent(tx, {
          universo: 'usuario',
          tipo: 'cambiarme_sede',
          evento: 'Sede cambiada',
          contenido: { cambios: { sede_id: { antes: before?.sede_id ?? null, despues: body.sede_id } } },
          usuarioId: session.userId,
          registroId: session.userId,
        });
      });
      return { mensaje: 'Sede cambiada' };
    },
  });
}
