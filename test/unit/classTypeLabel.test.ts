import { describe, expect, it } from 'vitest';
import { classTypeLabel, classTypesShort, withShortTypeNames } from '../../core/school/classTypeLabel';

describe('classTypeLabel', () => {
  it('reads a type by its short name, its long name for the tooltip and both for a menu', () => {
    expect(classTypeLabel('regular_2')).toEqual({ short: 'TN1', full: 'Clase regular Transition 1 (TN1)', option: 'TN1 · Transition 1' });
    expect(classTypeLabel('lab')).toEqual({ short: 'LAB', full: 'Laboratorio de idiomas', option: 'LAB · Laboratorio' });
    expect(classTypeLabel('tutoria').short).toBe('TUT');
  });

  it('never invents a name: an unknown id is shown as it came, a missing one says so', () => {
    expect(classTypeLabel('regular_99')).toEqual({ short: 'regular_99', full: 'Tipo de clase regular_99', option: 'regular_99' });
    expect(classTypeLabel(null).full).toBe('Sin tipo de clase');
    expect(classTypeLabel('').short).toBe('—');
  });

  it('joins a combined class by short names', () => {
    expect(classTypesShort(['regular_2', 'regular_3'])).toBe('TN1 + TN2');
    expect(classTypesShort([])).toBe('');
  });
});

describe('withShortTypeNames', () => {
  it("names a type by its short name in a server's reason", () => {
    expect(withShortTypeNames('sin cupo para tipo regular_7')).toBe('sin cupo para tipo N1');
    expect(withShortTypeNames('no hay preasignación para tipo lab en esta franja')).toBe('no hay preasignación para tipo LAB en esta franja');
  });
  it('leaves unknown ids and other words as they are', () => {
    expect(withShortTypeNames('tipo desconocido regular_7')).toBe('tipo desconocido regular_7');
    expect(withShortTypeNames('cierre de la sede: mantenimiento')).toBe('cierre de la sede: mantenimiento');
  });
});
