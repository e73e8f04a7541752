import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { emailProblem, loginFailureNotice, refusalOf, tokenFromSearch, validateNewPassword } from '../../src/shell/passwordForms';

describe('loginFailureNotice', () => {
  it('says the server’s message, a 429 as a warning with the wait', () => {
    expect(loginFailureNotice(new HttpError('Correo o contraseña incorrectos', 401, {}))).toEqual({ severity: 'error', text: 'Correo o contraseña incorrectos' });
    expect(loginFailureNotice(new HttpError('Demasiados intentos. Intente de nuevo en 3 minutos.', 429, {}))).toEqual({
      severity: 'warning',
      text: 'Demasiados intentos. Intente de nuevo en 3 minutos.',
    });
    expect(loginFailureNotice(new HttpError('Error de comunicación con el servidor', 429, {})).text).toBe('Demasiados intentos. Intente de nuevo en 15 minutos.');
    expect(loginFailureNotice(new HttpError('No fue posible conectar con el servidor', 0, {})).text).toBe('No fue posible conectar con el servidor');
    expect(loginFailureNotice('?').text).toBe('Correo o contraseña incorrectos');
  });
});

describe('validateNewPassword', () => {
  it('asks for 8 characters typed twice alike', () => {
    expect(validateNewPassword({ password: '', confirmacion: '' })).toEqual({ password: 'La contraseña es requerida' });
    expect(validateNewPassword({ password: 'corta', confirmacion: 'corta' })).toEqual({ password: 'Debe tener mínimo 8 caracteres.' });
    expect(validateNewPassword({ password: 'Larga-2026', confirmacion: 'Larga-2027' })).toEqual({ confirmacion: 'La contraseña no coincide' });
    expect(validateNewPassword({ password: 'Larga-2026', confirmacion: 'Larga-2026' })).toEqual({});
  });
});

describe('the rest', () => {
  it('reads the e-mail, the token and a refusal', () => {
    expect(emailProblem('')).toBe('El correo electrónico es requerido');
    expect(emailProblem('ana@')).toBe('El correo electrónico no es válido');
    expect(emailProblem('ana@correo.com')).toBeNull();
    expect(tokenFromSearch('?token=abc-_1')).toBe('abc-_1');
    expect(tokenFromSearch('?otro=1')).toBeNull();
    const refused = new HttpError('Mal', 400, { errors: { actual: 'Mal', root: { serverError: 'Mal' } } });
    expect(refusalOf(refused)).toEqual({ fields: { actual: 'Mal' }, summary: null });
    expect(refusalOf(new HttpError('Otra cosa', 500, {}))).toEqual({ fields: {}, summary: 'Otra cosa' });
  });
});
