// The visible-text walk's rules (test/e2e/visibleTextRules.ts): what they refuse, and the Spanish
// words, names and data they must let through (a rule that refused 'No' or 'Sí' would be useless).
import { describe, expect, it } from 'vitest';
import { offences } from '../e2e/visibleTextRules';

const words = (text: string, unexplained?: string) => offences(text, unexplained).map((o) => `${o.word} (${o.rule})`);

describe('visible text rules', () => {
  it('refuse English words, whole words only', () => {
    expect(words('Live room · Rows per page · 1-10 of 20 · Email')).toEqual(['Live (inglés)', 'Rows per page (inglés)', 'of (inglés)', 'Email (inglés)']);
    expect(words('Liveraño, Cancelar, Exportar, Filtros, Guardar, Buscar, Correo electrónico')).toEqual([]);
  });

  it('refuse known words without their accent, in any case, and -cion/-sion words', () => {
    expect(words('Logistica\nEXAMENES\nTutorias\nFrances')).toEqual(['Logistica (sin tilde)', 'EXAMENES (sin tilde)', 'Tutorias (sin tilde)', 'Frances (sin tilde)']);
    expect(words('Informacion de la sesion')).toEqual(['Informacion (sin tilde)', 'sesion (sin tilde)']);
    expect(words('Logística, Exámenes, Tutorías, Francés, Información, Sesión, acciones, sesiones, Número')).toEqual([]);
  });

  it("refuse 'SI' as a value, not the Spanish 'si' nor 'Sí'", () => {
    expect(words('Activo\tSI')).toEqual(['SI (SI)']);
    expect(words('Activo\tSí\nsi lo desea')).toEqual([]);
  });

  it('refuse raw state values alone in a cell, not inside a sentence', () => {
    expect(words('9:00 am\tAna\tasistido')).toEqual(['asistido (valor crudo)']);
    expect(words('El agendamiento fue cancelado')).toEqual([]);
  });

  it('refuse report and badge codes unless an element explains them', () => {
    expect(words('Hora\tSM1\tCANCEL')).toEqual(['CANCEL (inglés)', 'SM1 (código)', 'CANCEL (código)']);
    expect(words('IMB', '')).toEqual([]);
  });

  it('refuse snake_case ids, not e-mail addresses or web addresses', () => {
    expect(words('Tipo: tipo_salon')).toEqual(['tipo_salon (identificador)']);
    expect(words('ana_perez@escuela.test https://aula.example/sala_1')).toEqual([]);
  });
});
