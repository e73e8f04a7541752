// A survey names exactly the rated thing its tipo says (resources/encuestas/rules.ts), as a table of vectors.
import { describe, expect, it } from 'vitest';
import { SURVEY_MESSAGES as M, surveyTarget, surveyTargetErrors } from '../../resources/encuestas/rules';

describe('surveyTargetErrors', () => {
  it.each([
    [{ tipo: 'clase', agendamiento_id: 7 }, {}],
    [{ tipo: 'clase', agendamiento_id: 7, tutoria_id: null }, {}],
    [{ tipo: 'clase', agendamiento_id: 7, tutoria_id: '' }, {}],
    [{ tipo: 'clase' }, { agendamiento_id: M.bookingMissing }],
    [{ tipo: 'clase', agendamiento_id: 7, tutoria_id: 3 }, { tutoria_id: M.sessionNotForClase }],
    [{ tipo: 'clase', tutoria_id: 3 }, { agendamiento_id: M.bookingMissing, tutoria_id: M.sessionNotForClase }],
    [{ tipo: 'tutoria', tutoria_id: 3 }, {}],
    [{ tipo: 'tutoria', tutoria_id: 3, agendamiento_id: 7 }, { agendamiento_id: M.bookingNotForTutoria }],
    [{ tipo: 'tutoria', agendamiento_id: null }, { tutoria_id: M.sessionMissing }],
    // Another tipo is the select's own error ('Valor no permitido'): nothing to add here.
    [{ tipo: 'otro', agendamiento_id: 7, tutoria_id: 3 }, {}],
  ])('%j → %j', (row, errors) => {
    expect(surveyTargetErrors(row)).toEqual(errors);
  });
});

describe('surveyTarget', () => {
  it('is the table and id the tipo names, else none', () => {
    expect(surveyTarget({ tipo: 'clase', agendamiento_id: 7, tutoria_id: 3 })).toEqual({ table: 'agendamientos', field: 'agendamiento_id', id: 7 });
    expect(surveyTarget({ tipo: 'tutoria', tutoria_id: 3 })).toEqual({ table: 'tutorias', field: 'tutoria_id', id: 3 });
    expect(surveyTarget({ tipo: 'tutoria', agendamiento_id: 7 })).toBeNull();
    expect(surveyTarget({ tipo: 'clase', agendamiento_id: '7' })).toBeNull();
  });
});
