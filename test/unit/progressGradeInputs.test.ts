// The progress page's grade inputs (core/school/students/grades.ts): clamping what is typed,
// which drafts count as a change or as invalid, the body of actualizar_notas, the levelling grade's
// rule and the levelling state in words.
import { describe, expect, it } from 'vitest';
import type { GradingTopic, LevellingState } from '../../core/school/students/progress';
import {
  answerText, clampedText, clampTyped, draftedTopics, draftsInvalid, formatGrade, gradesBody, gradesChanged, isEditableTopic, levellingGradeProblem, levellingText, typedGradeProblem,
} from '../../core/school/students/grades';

const TOPICS: GradingTopic[] = [
  { id: 1, nombre: 'Clase', nota: 4, rango_nota: 5, peso_nota: 20, tipo: 'clase' },
  { id: 3, nombre: 'Autónomo', nota: null, rango_nota: 5, peso_nota: 25, tipo: 'autonomo' },
  { id: 4, nombre: 'Autónomo 2', nota: 8, rango_nota: 10, peso_nota: 25, tipo: 'autonomo' },
  { id: 5, nombre: 'Autónomo sin rango', nota: null, rango_nota: null, peso_nota: null, tipo: 'autonomo' },
];

describe('the topic-grades editor', () => {
  it.each([
    ['', 5, ''],
    ['4.5', 5, '4.5'],
    ['5', 5, '5'],
    ['7', 5, '5'],
    ['10.01', 10, '10'],
    ['-1', 5, '0'],
    ['abc', 5, 'abc'],
    ['4,5', 5, '4,5'],
    ['7,5', 5, '5'],
    ['10,5', 7.5, '7,5'],
  ])('clamps %j on a range of %d to %j', (text, rango, shown) => {
    expect(clampedText(text, rango)).toBe(shown);
  });

  // Issue 43: a clamp is never silent.
  it.each([
    ['7', 5, { text: '5', note: 'Se ajustó al máximo: 5' }],
    ['8,25', 7.5, { text: '7,5', note: 'Se ajustó al máximo: 7,5' }],
    ['-1', 5, { text: '0', note: 'Se ajustó al mínimo: 0' }],
    ['4,5', 5, { text: '4,5', note: null }],
    ['4.5', 5, { text: '4.5', note: null }],
    ['4,', 5, { text: '4,', note: null }],
    ['', 5, { text: '', note: null }],
    ['abc', 5, { text: 'abc', note: null }],
  ])('typing %j on a range of %d leaves %j', (text, rango, typed) => {
    expect(clampTyped(text, rango)).toEqual(typed);
  });

  it.each([
    ['', null],
    ['3', null],
    ['3.25', null],
    ['3.256', 'La nota admite hasta dos decimales'],
    ['3,25', null],
    ['3,256', 'La nota admite hasta dos decimales'],
    ['x', 'La nota debe ser un número'],
  ])('a typed %j has problem %j', (text, problem) => {
    expect(typedGradeProblem(text)).toBe(problem);
  });

  it('grades only autonomo topics with a range', () => {
    expect(TOPICS.map(isEditableTopic)).toEqual([false, true, true, false]);
  });

  it('applies drafts to editable topics only, and sees a change only where a grade differs', () => {
    expect(draftedTopics(TOPICS, { 1: '2', 3: '4.5' }).map((t) => t.nota)).toEqual([4, 4.5, 8, null]);
    expect(draftedTopics(TOPICS, { 3: '4,5' }).map((t) => t.nota)).toEqual([4, 4.5, 8, null]);
    expect(gradesChanged(TOPICS, {})).toBe(false);
    expect(gradesChanged(TOPICS, { 3: '', 4: '8' })).toBe(false);
    expect(gradesChanged(TOPICS, { 4: '8.5' })).toBe(true);
    expect(gradesChanged(TOPICS, { 3: 'x' })).toBe(true);
    expect(draftsInvalid({ 3: '1.234' })).toBe(true);
    expect(draftsInvalid({ 3: '1.23', 4: '' })).toBe(false);
  });

  it('sends every editable topic with its grade', () => {
    expect(gradesBody(12, draftedTopics(TOPICS, { 3: '4.5' }))).toEqual({ estudiante_id: 12, temas: [{ id: 3, nota: 4.5 }, { id: 4, nota: 8 }] });
  });

  it('prints grades es-CO with two decimals and answers as text', () => {
    expect([0, 3, 4.05, 2.5, 3.53].map(formatGrade)).toEqual(['0,00', '3,00', '4,05', '2,50', '3,53']);
    expect([undefined, null, '', 'Buena', 4, 4.5, true, false, { a: 1 }].map(answerText)).toEqual(['—', '—', '—', 'Buena', '4', '4,5', 'Sí', 'No', '{"a":1}']);
  });
});

describe('the levelling grade', () => {
  it.each([
    ['', 'La nota es requerida'],
    ['0', null],
    ['3.5', null],
    ['3,5', null],
    ['5', null],
    ['5.01', 'La nota de nivelación debe estar entre 0 y 5'],
    ['-0.5', 'La nota de nivelación debe estar entre 0 y 5'],
    ['2.345', 'La nota admite hasta dos decimales'],
    ['x', 'La nota debe ser un número'],
  ])('%j has problem %j', (text, problem) => {
    expect(levellingGradeProblem(text)).toBe(problem);
  });

  it('says the state in words', () => {
    const state = (codigo: LevellingState['codigo']): LevellingState => ({
      curso_id: 7, codigo, dato: { id: 1, nota_nivelacion: null, nota_final: 2.4 }, rango_nota: 5, registros_abiertos: 0, registros_total: 40,
    });
    expect(levellingText(state('nivelar'))).toBe('Nivelación abierta: nota final 2,40 bajo la nota de aprobación');
    expect(levellingText({ ...state('en_curso'), registros_abiertos: 35 })).toBe('La nivelación se abre cuando todas las clases del nivel estén cerradas (faltan 35 de 40)');
    expect(levellingText(state('aprobado'))).toBe('Aprobado');
    expect(levellingText(state('cerrado'))).toBe('Nivel cerrado');
    expect(levellingText({ curso_id: null, codigo: 'sin_curso', dato: null, rango_nota: 5, registros_abiertos: 0, registros_total: 0 })).toBe('El estudiante no tiene curso activo');
  });
});
