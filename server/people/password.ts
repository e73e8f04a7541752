// Setting or generating a person's password: either way their other sessions end (the caller's own
// survives when they change their own), a given one must pass the password policy (8 characters,
// not a common password), and a generated one is mailed to them (never set to something others
// can read, like the document number).
import { generatePassword, hashPassword } from '../auth/passwords';
import { passwordProblem } from '../auth/passwordPolicy';
import type { Session } from '../auth/session';
import { endUserSessions } from '../auth/sessions';
import type { Database } from '../db/database';
import { validationError } from '../errors/apiError';
import { enqueueMail } from '../mail';
import type { PersonTarget } from '../crud/personTarget';

export const PASSWORD_MESSAGES = {
  updated: 'Contraseña actualizada',
  generated: 'Se generó una nueva contraseña y se envió al correo del usuario',
} as const;

/**
 * Inside the caller's transaction; the caller pokes the mail dispatcher after commit. `caller` is
 * who asks: changing their own password keeps their own session (without it, every session ends).
 */
export async function setPassword(tx: Database, target: PersonTarget, password: string | null, caller?: Session): Promise<string> {
  const problem = password === null ? undefined : passwordProblem(password);
  // The problem is also the summary: the password pages show the summary (PasswordChangePage).
  if (problem) throw validationError({ password: problem }, problem);
  const plain = password ?? generatePassword();
  const own = caller?.userId === target.id;
  if (own) {
    await tx.query('UPDATE usuarios SET password_hash = $2 WHERE id = $1', [target.id, await hashPassword(plain)]);
  } else {
    // Tokens issued until now stop too (invalid_token_time), whatever session they belong to.
    await tx.query('UPDATE usuarios SET password_hash = $2, invalid_token_time = $3 WHERE id = $1', [target.id, await hashPassword(plain), new Date()]);
  }
  await endUserSessions(tx, target.id, own ? caller?.sesionId : null);
  if (password !== null) return PASSWORD_MESSAGES.updated;
  await enqueueMail(tx, {
    para: target.email,
    asunto: 'Su nueva contraseña de Aula',
    cuerpo: [
      `Hola ${target.primer_nombre} ${target.primer_apellido}:`,
      '',
      `Se generó una nueva contraseña para su cuenta (${target.email}): ${plain}`,
      '',
      'Le recomendamos cambiarla después de ingresar. Si no pidió este cambio, avise a la escuela.',
    ].join('\n'),
    secreto: true,
    universo: 'usuario',
    referenciaId: target.id,
  });
  return PASSWORD_MESSAGES.generated;
}

/** What a password action body says (core/engine/passwordAction.ts). */
export interface PasswordRequest {
  password?: string | null;
  action?: 'autogenerate';
}

/** The one handler of every password action: set or generate, then the same event and answer. */
export async function changePassword(tx: Database, target: PersonTarget, body: PasswordRequest, caller?: Session) {
  const generated = body.action === 'autogenerate' || body.password == null;
  const mensaje = await setPassword(tx, target, generated ? null : (body.password ?? null), caller);
  return {
    mensaje,
    evento: generated ? 'Contraseña generada y enviada por correo' : 'Contraseña cambiada',
    contenido: { generada: generated },
    respuesta: () => ({ mensaje }),
    correo: generated,
  };
}
