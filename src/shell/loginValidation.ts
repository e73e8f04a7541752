// Login form rules: email required and valid; password required, at least 6 characters (a new password needs 8).
import { EMAIL_PATTERN } from '../../core/engine/validation';

export const LOGIN_MESSAGES = {
  emailRequired: 'El correo electrónico es requerido',
  emailInvalid: 'El correo electrónico no es válido',
  passwordRequired: 'La contraseña es requerida',
  passwordShort: 'La contraseña es demasiado corta',
} as const;

export const LOGIN_PASSWORD_MIN = 6;

export interface LoginValues {
  email?: unknown;
  password?: unknown;
}

export type LoginErrors = Partial<Record<'email' | 'password', string>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Field errors of the login form; an empty object means it may be sent. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = text(values.email).trim();
  const password = text(values.password);
  if (!email) errors.email = LOGIN_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = LOGIN_MESSAGES.emailInvalid;
  if (!password) errors.password = LOGIN_MESSAGES.passwordRequired;
  else if (password.length < LOGIN_PASSWORD_MIN) errors.password = LOGIN_MESSAGES.passwordShort;
  return errors;
}

/** What is sent to authProvider.login: the email without surrounding spaces, the password as typed. */
export function loginCredentials(values: LoginValues): { email: string; password: string } {
  return { email: text(values.email).trim(), password: text(values.password) };
}
