// What the progress page offers and shows (resources/estudiantes/progress/progressView.ts): the row
// actions by state, type, code and a closed level; the cells' texts; the summary's percentages.
import { describe, expect, it } from 'vitest';
import { ESTADOS_PROGRESO } from '../../core/school/students/progressRules';
import {
  attendanceText, finalGradeText, gradeText, offeredRowActions, pendingTopics, percentOf, ROW_ACTIONS, summaryFigures,
} from '../../resources/estudiantes/progress/progressView';
import { P } from '../../core/engine/permissions';

const all = () => true;
const facts = (estado: string, tipo = 'clase', rango_nota: number | null = null) => ({ estado, tipo, rango_nota });

describe('offeredRowActions', () => {
  it.each([
    ['pendiente', 'clase', ['firmar', 'bloquear', 'editar_asistencia']],
    ['bloqueado', 'clase', ['firmar', 'desbloquear']],
    ['superado', 'clase', ['anular']],
    ['superado', 'autonomo', ['editar_nota']],
    ['pendiente', 'autonomo', ['firmar', 'bloquear', 'editar_asistencia', 'editar_nota']],
    ['ausencia', 'clase', ['editar_asistencia']],
    ['asistido', 'clase', []],
    ['cancelado', 'clase', []],
    ['autorizado', 'clase', []],
    ['asistio', 'clase', []], // a value outside the stored list: nothing
  ])('%s (%s) offers %j', (estado, tipo, expected) => {
    expect(offeredRowActions(facts(estado, tipo, tipo === 'autonomo' ? 10 : null), all, false)).toEqual(expected);
  });

  it('offers nothing once the level advanced, whatever the state', () => {
    for (const estado of ESTADOS_PROGRESO) expect(offeredRowActions(facts(estado, 'autonomo', 10), all, true)).toEqual([]);
  });

  it("keeps only the actions whose code the caller holds; 'Editar nota' needs a range", () => {
    const holds = (code: string) => code !== P.progreso.sign && code !== P.progreso.unlock;
    expect(offeredRowActions(facts('pendiente'), holds, false)).toEqual(['editar_asistencia']);
    expect(offeredRowActions(facts('bloqueado'), holds, false)).toEqual([]);
    expect(offeredRowActions(facts('superado', 'autonomo', null), all, false)).toEqual([]);
    expect(ROW_ACTIONS.bloquear.code).toBe('5FCCA3CB');
    expect(ROW_ACTIONS.desbloquear.code).toBe('5FCCA3CB');
    expect(ROW_ACTIONS.firmar.code).toBe('CE0C87D2');
    expect(ROW_ACTIONS.anular.code).toBe('8406FF9D');
    expect(ROW_ACTIONS.editar_asistencia.code).toBe('383FFC12');
    expect(ROW_ACTIONS.editar_nota.code).toBe('6B04B5EF');
  });
});

describe('cells and summary', () => {
  it('shows attendance as Sí/No/— and a grade as nota / rango', () => {
    expect([attendanceText(1), attendanceText(0), attendanceText(null)]).toEqual(['Sí', 'No', '—']);
    expect(gradeText(4.25, 5)).toBe('4,25 / 5');
    expect(gradeText(3, null)).toBe('3');
    expect(gradeText(null, 5)).toBe('—');
    expect(gradeText(0, 5)).toBe('0 / 5');
  });

  it('shows the final grade with two decimals out of 5.0', () => {
    expect(finalGradeText(3.5)).toBe('3,50 / 5,0');
    expect(finalGradeText(0)).toBe('0,00 / 5,0');
    expect(finalGradeText(5)).toBe('5,00 / 5,0');
  });

  it('rounds percentages of the total, 0 with no rows', () => {
    expect(percentOf(3, 8)).toBe(38);
    expect(percentOf(1, 8)).toBe(13);
    expect(percentOf(0, 0)).toBe(0);
    expect(summaryFigures({ clases: 2, inasistencias: 1, total: 3 })).toEqual([
      { label: 'Clases', count: 2, percent: 67 },
      { label: 'Inasistencias', count: 1, percent: 33 },
    ]);
  });

  it("offers the pendiente rows' topics to 'Definir tema'", () => {
    const rows = [
      { estado: 'pendiente', tema_id: 5, tema: { nombre: 'Saludos' } },
      { estado: 'asistido', tema_id: 6, tema: { nombre: 'Familia' } },
      { estado: 'pendiente', tema_id: 7, tema: { nombre: 'Rutina' } },
    ];
    expect(pendingTopics(rows)).toEqual([{ id: 5, nombre: 'Saludos' }, { id: 7, nombre: 'Rutina' }]);
  });
});
