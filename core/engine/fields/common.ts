// What every field type's rules share: the Spanish messages, the blank rule and the required rule
// (validation.ts re-exports them for the forms, the bulk preview and the server).
import type { FieldDeclaration } from '../declaration/field';
import type { WriteMode } from '../declaration/resource';
import { PHONE_MESSAGE } from '../phoneNumber';
import { echoed, TEXT_CHARACTER_MESSAGES } from '../untrustedText';

/** Letters (accented too), + ( ) . , space and hyphen: the spec's name pattern. */
export const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿÑñ+().,\s-]+$/u;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A number as Spanish writes it (0,01). */
export const decimalComma = (n: number): string => String(n).replace('.', ',');

export const MESSAGES = {
  required: 'Este campo es requerido',
  emailRequired: 'El correo electrónico es requerido',
  email: 'El correo electrónico no es válido',
  name: 'Solo se permiten letras, espacios y los caracteres + ( ) . , -',
  /** Teléfono and Móvil alike: the one rule of phoneNumber.ts. */
  phone: PHONE_MESSAGE,
  integer: 'Debe ser un número entero',
  number: 'Debe ser un número',
  boolean: 'Debe ser sí o no',
  date: 'Fecha no válida (DD/MM/AAAA)',
  url: 'La dirección web no es válida',
  choice: 'Valor no permitido',
  min: (n: number) => `Debe ser mayor o igual a ${decimalComma(n)}`,
  max: (n: number) => `Debe ser menor o igual a ${decimalComma(n)}`,
  step: (step: number) => `Debe ser múltiplo de ${decimalComma(step)}`,
  minLength: (n: number) => `Debe tener mínimo ${n} caracteres`,
  maxLength: (n: number) => `Debe tener máximo ${n} caracteres`,
  /** The key is cut (untrustedText.ts): an answer never repeats unbounded input. */
  unknown: (key: string) => `Campo no permitido: ${echoed(key)}`,
  /** Control and bidi characters (untrustedText.ts): single-line texts refuse line breaks too. */
  characters: TEXT_CHARACTER_MESSAGES.singleLine,
  charactersMultiline: TEXT_CHARACTER_MESSAGES.multiLine,
} as const;

/** No value: absent, null, or only spaces (the one blank rule of forms, bulk lines and the server). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Whether a blank value is refused: `required: 'create'` binds new rows only (old rows may lack it). */
export function isRequiredIn(field: FieldDeclaration, mode: WriteMode): boolean {
  return field.required === true || (field.required === 'create' && mode !== 'edit');
}
