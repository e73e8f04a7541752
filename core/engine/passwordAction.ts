// The password change of a person ({userid, password}, or {userid, action: 'autogenerate'}), one
// definition for every kind that has it (students, teachers, staff): a given password needs 8
// characters; none generates one, mails it and ends the person's sessions.
import { z } from 'zod';
import { defineAction } from './actions';
import { idValue } from './ids';
import type { PermissionCode } from './declaration/access';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Debe tener mínimo ${PASSWORD_MIN_LENGTH} caracteres.`;

const passwordBody = z
  .object({
    userid: idValue(),
    // null (or the spec's variant action: 'autogenerate') generates one and mails it to the person.
    password: z.string().min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT }).max(128).nullable().optional(),
    action: z.literal('autogenerate', { error: "Debe ser 'autogenerate'" }).optional(),
  })
  .strict()
  .refine((body) => body.password !== undefined || body.action === 'autogenerate', { error: 'Este campo es requerido', path: ['password'] });

export function passwordAction(path: string, permission: PermissionCode) {
  return defineAction({ path, permission, label: 'Cambiar contraseña', target: 'userid', personAction: 'password', body: passwordBody });
}

/** The forms' check: empty is allowed (the server then generates one). */
export function validatePassword(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : undefined;
}

/** The body of every password action from the form's field: empty sends null (generate one). */
export function passwordFormBody(userid: string | number, value: unknown): { userid: string | number; password: string | null } {
  const password = typeof value === 'string' && value !== '' ? value : null;
  return { userid: typeof userid === 'string' && /^\d+$/.test(userid) ? Number(userid) : userid, password };
}
