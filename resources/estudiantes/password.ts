// The student password form's rule and body: empty → null (the server generates a password and
// mails it to the student), otherwise at least 8 characters.
import type { ActionBody } from '../actions';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../passwordAction';
import { cambiarPassword } from './actions';

export function validatePassword(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : undefined;
}

export function passwordBody(userid: string | number, value: unknown): ActionBody<typeof cambiarPassword> {
  const password = typeof value === 'string' && value !== '' ? value : null;
  return { userid: typeof userid === 'string' && /^\d+$/.test(userid) ? Number(userid) : userid, password };
}

export const PASSWORD_PERMISSION = cambiarPassword.permission;
export const passwordPath = (id: string | number): string => `/estudiante/cambiarpassword/${id}`;
