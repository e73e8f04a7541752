// Setting or generating a person's password: either way their open sessions end, and a generated
// one is mailed to them (never set to something others can read, like the document number).
import { generatePassword, hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { enqueueMail } from '../mail';
import type { PersonTarget } from './target';

export const PASSWORD_MESSAGES = {
  updated: 'Contraseña actualizada',
  generated: 'Se generó una nueva contraseña y se envió al correo del usuario',
} as const;

/** Inside the caller's transaction; the caller pokes the mail dispatcher after commit. */
export async function setPassword(tx: Database, target: PersonTarget, password: string | null): Promise<string> {
  const plain = password ?? generatePassword();
  await tx.query('UPDATE usuarios SET password_hash = $2, invalid_token_time = $3 WHERE id = $1', [
    target.id,
    await hashPassword(plain),
    new Date(),
  ]);
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

/** What a password action body says (resources/passwordAction.ts). */
export interface PasswordRequest {
  password?: string | null;
  action?: 'autogenerate';
}

/** The one handler of every password action: set or generate, then the same event and answer. */
export async function changePassword(tx: Database, target: PersonTarget, body: PasswordRequest) {
  const generated = body.action === 'autogenerate' || body.password == null;
  const mensaje = await setPassword(tx, target, generated ? null : (body.password ?? null));
  return {
    mensaje,
    evento: generated ? 'Contraseña generada y enviada por correo' : 'Contraseña cambiada',
    contenido: { generada: generated },
    respuesta: () => ({ mensaje }),
    correo: generated,
  };
}
