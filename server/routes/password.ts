// One's own password (issue 43): '¿Olvidó su contraseña?' mails a single-use link (public, the same
// answer whether the address exists or not, limited per e-mail and per address), the link's page
// sets a new password (public, the token is the proof), and 'Cambiar contraseña' in Mi cuenta
// (signed in, the current password required; the caller's other sessions end, this one stays).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EMAIL_PATTERN, MESSAGES } from '../../core/engine/validation';
import { recordEvent } from '../audit/events';
import type { LoginLimiter } from '../auth/loginLimit';
import { hashResetToken, newResetToken, RESET_LINK_MINUTES, RESET_MESSAGES, resetLink, resetMailBody } from '../auth/passwordReset';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { passwordProblem } from '../auth/passwordPolicy';
import type { ResetLimiter } from '../auth/resetLimit';
import { endUserSessions } from '../auth/sessions';
import { validationError, unauthorized } from '../errors/apiError';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { enqueueMail } from '../mail';

const PASSWORD_REQUIRED = 'La contraseña es requerida';
const newPassword = z.string().min(1, { error: PASSWORD_REQUIRED }).max(128);

export interface PasswordEndpointOptions {
  resetLimiter: ResetLimiter;
  /** A wrong current password counts as a failed login (server/auth/loginLimit.ts). */
  loginLimiter: LoginLimiter;
  /** APP_URL (server/auth/passwordReset.ts): the links' address; null = the request's own. */
  appUrl: string | null;
  /** Milliseconds since the epoch: the links' clock (the sessions'). */
  now: () => number;
}

/** The policy's refusal (8 characters, not a common password) as a field error. */
function checkPolicy(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw validationError({ password: problem }, problem);
}

const invalidLink = () => validationError({ token: RESET_MESSAGES.invalidLink }, RESET_MESSAGES.invalidLink);

export function registerPasswordEndpoints(app: FastifyInstance, { db }: RouteDeps, { resetLimiter, loginLimiter, appUrl, now }: PasswordEndpointOptions): void {
  defineEndpoint(app, {
    path: 'olvido_contrasena',
    permission: 'public',
    body: z.object({ email: z.string().trim().min(1, { error: MESSAGES.emailRequired }).max(254).regex(EMAIL_PATTERN, { error: MESSAGES.email }) }).strict(),
    handler: async ({ body, request, reply }) => {
      const email = body.email.toLowerCase();
      // Counted before the address is looked up: an unknown one spends the same.
      resetLimiter.take(request, reply, email);
      // Only those who may sign in to the back-office (active staff) get a link.
      const [user] = await db.query<{ id: number; email: string; primer_nombre: string }>(
        'SELECT id, email, primer_nombre FROM usuarios WHERE email = $1 AND activo AND deleted_at IS NULL AND grupo_id IS NOT NULL',
        [email],
      );
      if (user) {
        const token = newResetToken();
        const issued = now();
        await db.transaction(async (tx) => {
          // Only the newest link works: the older ones still open are spent.
          await tx.query('UPDATE restablecimientos_contrasena SET usado_at = now() WHERE usuario_id = $1 AND usado_at IS NULL', [user.id]);
          await tx.query('INSERT INTO restablecimientos_contrasena (usuario_id, token_hash, created_at, vence_at) VALUES ($1, $2, $3, $4)', [
            user.id,
            hashResetToken(token),
            new Date(issued),
            new Date(issued + RESET_LINK_MINUTES * 60_000),
          ]);
          await enqueueMail(tx, {
            para: user.email,
            asunto: 'Restablecer su contraseña de Aula',
            cuerpo: resetMailBody(user.primer_nombre, resetLink(appUrl, request, token)),
            // The link is a secret: its body is blanked once an SMTP server took it.
            secreto: true,
            universo: 'usuario',
            referenciaId: user.id,
          });
          await recordEvent(tx, { universo: 'sesion', tipo: 'olvido_contrasena', evento: 'Enlace para restablecer la contraseña enviado', usuarioId: null, registroId: user.id });
        });
        app.mail.poke();
      }
      return { mensaje: RESET_MESSAGES.requested };
    },
  });

  defineEndpoint(app, {
    path: 'restablecer_contrasena',
    permission: 'public',
    body: z.object({ token: z.string().trim().min(1, { error: RESET_MESSAGES.invalidLink }).max(200), password: newPassword }).strict(),
    handler: async ({ body }) => {
      const tokenHash = hashResetToken(body.token);
      const open = (sql: string) =>
        `${sql} WHERE token_hash = $1 AND usado_at IS NULL AND vence_at > $2`;
      // Checked before the slow hash: a wrong link costs no scrypt.
      const found = await db.query(open('SELECT 1 FROM restablecimientos_contrasena'), [tokenHash, new Date(now())]);
      if (found.length === 0) throw invalidLink();
      checkPolicy(body.password);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        // Spent here, atomically: of two uses at once only one finds it open.
        const [link] = await tx.query<{ usuario_id: number }>(open('UPDATE restablecimientos_contrasena SET usado_at = now()') + ' RETURNING usuario_id', [tokenHash, new Date(now())]);
        if (!link) throw invalidLink();
        // Every session and token of the person ends (invalid_token_time, migration 029): whoever knew the old password is out.
        const updated = await tx.query(
          'UPDATE usuarios SET password_hash = $2, invalid_token_time = $3 WHERE id = $1 AND activo AND deleted_at IS NULL AND grupo_id IS NOT NULL RETURNING id',
          [link.usuario_id, passwordHash, new Date()],
        );
        if (updated.length === 0) throw invalidLink();
        await recordEvent(tx, { universo: 'usuario', tipo: 'restablecer_contrasena', evento: 'Contraseña restablecida con el enlace del correo', usuarioId: link.usuario_id, registroId: link.usuario_id });
      });
      return { mensaje: RESET_MESSAGES.done };
    },
  });

  defineEndpoint(app, {
    path: 'cambiar_mi_contrasena',
    permission: 'login',
    body: z.object({ actual: z.string().min(1, { error: 'La contraseña actual es requerida' }).max(200), password: newPassword }).strict(),
    handler: async ({ body, session, request, reply }) => {
      const [user] = await db.query<{ email: string; password_hash: string | null }>('SELECT email, password_hash FROM usuarios WHERE id = $1', [session.userId]);
      if (!user) throw unauthorized();
      // A stolen session cannot guess the password faster than a login could.
      const attempt = loginLimiter.begin(request, reply, user.email);
      if (!(await verifyPassword(body.actual, user.password_hash))) throw validationError({ actual: RESET_MESSAGES.wrongCurrent }, RESET_MESSAGES.wrongCurrent);
      attempt.succeeded();
      checkPolicy(body.password);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE usuarios SET password_hash = $2 WHERE id = $1', [session.userId, passwordHash]);
        // The caller's other sessions end (another device, a forgotten tab); this one stays.
        const ended = await endUserSessions(tx, session.userId, session.sesionId);
        await recordEvent(tx, {
          universo: 'usuario',
          tipo: 'cambiar_mi_contrasena',
          evento: 'Contraseña propia cambiada',
          contenido: { sesiones_cerradas: ended },
          usuarioId: session.userId,
          registroId: session.userId,
        });
      });
      return { mensaje: RESET_MESSAGES.changed };
    },
  });
}
