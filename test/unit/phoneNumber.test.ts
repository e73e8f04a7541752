// The one phone rule (Teléfono and Móvil): 7 to 15 digits, grouped by a space or hyphen, an optional
// leading '+'; one message whatever part a value breaks, the same through checkField (form, import, server).
import { describe, expect, it } from 'vitest';
import estudiantes from '../../resources/estudiantes/schema';
import { PHONE_MESSAGE, phoneProblem } from '../../core/engine/phoneNumber';
import { fieldOf } from '../../core/engine/declaration/resource';
import { checkField, fieldValidator, MESSAGES, validateRecord } from '../../core/engine/validation';

const GOOD = ['3001234567', '300 123 4567', '300-123-4567', '+57 300 123 4567', '+573001234567', '601 555 1234', '2345678', '123456789012345'];
const BAD = ['12', '30012', '234567', '1234567890123456', 'abc', '300 123 456a', '300  123 4567', '300 -123', '+', '++57 300 123 4567', '57+3001234567', '(601) 555 1234', '300.123.4567', '-3001234567', '3001234567-'];

describe('phoneProblem', () => {
  it.each(GOOD)('accepts %j', (text) => expect(phoneProblem(text)).toBeNull());
  it.each(BAD)('refuses %j with the one message', (text) => expect(phoneProblem(text)).toBe(PHONE_MESSAGE));

  it('says the whole rule, not only one part of it', () => {
    expect(PHONE_MESSAGE).toBe('Número no válido: de 7 a 15 dígitos, con espacios o guiones entre ellos y un + opcional al inicio');
    expect(MESSAGES.phone).toBe(PHONE_MESSAGE);
  });
});

describe('the rule through the shared validation', () => {
  const movil = fieldOf(estudiantes, 'movil');
  const telefono = fieldOf(estudiantes, 'telefono');

  it("gives the form's validator and the import's row check the same answer", () => {
    for (const text of BAD) {
      expect(fieldValidator(movil, 'create')(text), text).toBe(PHONE_MESSAGE);
      expect(validateRecord(estudiantes, { id: 1, movil: text }, 'edit').errors, text).toEqual({ movil: PHONE_MESSAGE });
      expect(checkField(telefono, text), text).toEqual({ error: PHONE_MESSAGE });
    }
    for (const text of GOOD) expect(checkField(movil, ` ${text} `), text).toEqual({ value: text });
  });
});
