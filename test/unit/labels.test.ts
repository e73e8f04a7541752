// The one label table (core/school/labels.ts, issue 43 point 10): every entry a Spanish label, none
// a raw code, and the lookups' words for what the screens show.
import { describe, expect, it } from 'vitest';
import {
  auditAreaLabel, availabilityChipLabel, bookingStateLabel, classTypeWord, humanize, LABEL_TABLES, OCCUPANCY_COLUMN_LABELS, tutoringStateWord, yesNo,
} from '../../core/school/labels';
import { TIPOS_CLASE } from '../../core/school/classTypes';
import { OCCUPANCY_COLUMNS } from '../../core/school/reports/occupancy';
import { offences } from '../e2e/visibleTextRules';

describe('the label table', () => {
  for (const [table, entries] of Object.entries(LABEL_TABLES)) {
    it(`${table}: every entry a Spanish label, no raw code`, () => {
      expect(Object.keys(entries).length).toBeGreaterThan(0);
      for (const [code, label] of Object.entries(entries)) {
        expect(label.trim(), `${table} ${code}`).not.toBe('');
        // A label is words starting with a capital: no underscore, no upper-case code, not the lower-case code itself.
        expect(label, `${table} ${code}`).not.toMatch(/_/);
        expect(label, `${table} ${code}`).not.toMatch(/^[A-Z0-9]{2,}$/);
        expect(label, `${table} ${code}`).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
        // And what the browser walk refuses, refused here too: English, missing accents, codes.
        expect(offences(label), `${table} ${code}`).toEqual([]);
      }
    });
  }

  it('names every class type and every Ocupación column', () => {
    expect(Object.keys(LABEL_TABLES['Tipos de clase'])).toEqual(TIPOS_CLASE.map((t) => t.id));
    expect(Object.keys(OCCUPANCY_COLUMN_LABELS)).toEqual([...OCCUPANCY_COLUMNS]);
    for (const column of OCCUPANCY_COLUMNS) expect(OCCUPANCY_COLUMN_LABELS[column].meaning.length).toBeGreaterThan(10);
  });
});

describe('the lookups', () => {
  it('say yes and no with the accent, lists included', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Sí', 'No']);
  });

  it('read a class type by its name and a board chip in words', () => {
    expect(classTypeWord('immersion_basico')).toBe('Inmersión básico');
    expect(classTypeWord('tutoria')).toBe('Tutoría');
    expect(availabilityChipLabel('regular_1', 19, 'info')).toBe('Foundations: 19 libres');
    expect(availabilityChipLabel('immersion_avanzado', 1, 'info')).toBe('Inmersión avanzado: 1 libre');
    expect(availabilityChipLabel('tutoria', 0, 'success')).toBe('Tutoría: completo');
    expect(availabilityChipLabel('lab', -2, 'warning')).toBe('Laboratorio: 2 de más');
    expect(availabilityChipLabel('regular_2', 0, 'danger')).toBe('Transition 1: sin salón');
  });

  it('read states as the student page does', () => {
    expect(['asistido', 'ausencia', 'cancelado', 'solicitado'].map(bookingStateLabel)).toEqual(['Asistió', 'No asistió', 'Cancelado', 'Sin Asignar']);
    expect(['programada', 'asistida', 'ausencia', 'cancelada'].map(tutoringStateWord)).toEqual(['Solicitado', 'Asistió', 'No asistió', 'Cancelado']);
  });

  it("read the audit's areas in words, an unknown one without its underscores", () => {
    expect(auditAreaLabel('sesion')).toBe('Sesión');
    expect(auditAreaLabel('respaldos')).toBe('Copias de seguridad');
    expect(auditAreaLabel('otra_area')).toBe('Otra area');
    expect(humanize('clase_cero')).toBe('Clase cero');
    expect(bookingStateLabel('en_revision')).toBe('En revision');
  });
});
