// The rules of the own-password forms (issue 43): the login's failure notice, the new password
// (the product's 8 characters; common passwords are the server's to refuse) and its confirmation,
// and a refusal's field messages. Pure, shared by the login, reset and Mi cuenta forms.
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../../core/engine/passwordAction';
import { LOGIN_WINDOW_MINUTES, tooManyAttemptsMessage } from '../../core/engine/loginLimit';
import { fieldErrorsOf, statusOf } from '../../dataProvider/errors';
import { LOGIN_MESSAGES, LOGIN_PASSWORD_MIN, validateLogin } from './loginValidation';

export const PASSWORD_FORM_MESSAGES = {
  mismatch: 'La contraseña no coincide',
  currentRequired: 'La contraseña actual es requerida',
  wrongCredentials: 'Correo o contraseña incorrectos',
  noToken: 'El enlace no es válido o ya venció. Solicite uno nuevo.',
} as const;

export interface Notice {
  severity: 'error' | 'warning';
  text: string;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message.trim() : '');

/**
 * What the login form says when the server refuses: a 429 the wait (its own words, or the whole
 * window when it sent none), anything else the server's message (a 401: 'Correo o contraseña
 * incorrectos'; no connection: 'No fue posible conectar con el servidor').
 */
export function loginFailureNotice(error: unknown): Notice {
  const message = messageOf(error);
  if (statusOf(error) === 429) {
    return { severity: 'warning', text: message.startsWith('Demasiados intentos') ? message : tooManyAttemptsMessage(LOGIN_WINDOW_MINUTES) };
  }
  return { severity: 'error', text: message || PASSWORD_FORM_MESSAGES.wrongCredentials };
}

export interface NewPasswordValues {
  password: string;
  confirmacion: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** A new password: required, 8 characters at least, typed twice alike. */
export function validateNewPassword(values: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!values.password) errors.password = LOGIN_MESSAGES.passwordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = PASSWORD_TOO_SHORT;
  if (values.password && values.confirmacion !== values.password) errors.confirmacion = PASSWORD_FORM_MESSAGES.mismatch;
  return errors;
}

/** A refusal as the form shows it: the server's per-field messages, and its summary when no field names it. */
export function refusalOf(error: unknown): { fields: Record<string, string>; summary: string | null } {
  const fields = fieldErrorsOf(error) ?? {};
  const message = messageOf(error);
  const named = Object.values(fields).includes(message);
  return { fields, summary: named ? null : message || null };
}

/** The forgotten-password form's e-mail: required and valid, in the login's words. */
export function emailProblem(email: string): string | null {
  return validateLogin({ email, password: 'x'.repeat(LOGIN_PASSWORD_MIN) }).email ?? null;
}

/** The link's token from the page's query ('?token=…'), or null. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}
