// The student password form's rule and body: empty → null (the server resets it to the
// document number), otherwise at least 8 characters.
import { P } from '../permissions';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Debe tener mínimo 8 caracteres.';

export function validatePassword(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : undefined;
}

export function passwordBody(userid: string | number, value: unknown): { userid: number | string; password: string | null } {
  const password = typeof value === 'string' && value !== '' ? value : null;
  return { userid: typeof userid === 'string' && /^\d+$/.test(userid) ? Number(userid) : userid, password };
}

export const PASSWORD_PERMISSION = P.estudiantes.password;
export const passwordPath = (id: string | number): string => `/estudiante/cambiarpassword/${id}`;
