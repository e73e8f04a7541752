// Pure login rules (src/shell/loginValidation.ts); kept with the shell tests.
import { describe, expect, it } from 'vitest';
import { loginCredentials, LOGIN_MESSAGES, validateLogin } from '../../../src/shell/loginValidation';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({})).toEqual({ email: LOGIN_MESSAGES.emailRequired, password: LOGIN_MESSAGES.passwordRequired });
    expect(validateLogin({ email: '   ', password: '' })).toEqual({
      email: 'El correo electrónico es requerido',
      password: 'La contraseña es requerida',
    });
  });

  it('rejects an invalid email and a password under 6 characters', () => {
    expect(validateLogin({ email: 'ana@correo', password: '12345' })).toEqual({
      email: 'El correo electrónico no es válido',
      password: 'La contraseña es demasiado corta',
    });
    expect(validateLogin({ email: 'ana correo@x.com', password: '123456' })).toEqual({ email: 'El correo electrónico no es válido' });
  });

  it('accepts a valid email (spaces around ignored) and a 6-character password', () => {
    expect(validateLogin({ email: ' ana.gomez@correo.com.co ', password: '123456' })).toEqual({});
  });

  it('treats non-text values as missing', () => {
    expect(validateLogin({ email: 42, password: ['x'] })).toEqual({
      email: LOGIN_MESSAGES.emailRequired,
      password: LOGIN_MESSAGES.passwordRequired,
    });
  });
});

describe('loginCredentials', () => {
  it('trims the email and keeps the password as typed', () => {
    expect(loginCredentials({ email: ' ana@correo.com ', password: ' clave 1 ' })).toEqual({ email: 'ana@correo.com', password: ' clave 1 ' });
  });
});
