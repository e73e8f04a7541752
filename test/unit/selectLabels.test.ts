// A select takes its option's name as lists and exports write it, as well as its code: an exported
// file imports back ('Laboratorio' for lab, 'Femenino' for F), case and accents ignored.
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../core/engine/validation';
import salones from '../../resources/salones/schema';

const tipo = (value: string) => validateRecord(salones, { nombre: 'Aula 1', capacidad: 20, sede_id: 1, tipo_salon: value }, 'create');

describe('a select with fixed options', () => {
  it.each([
    ['lab', 'lab'],
    ['Laboratorio', 'lab'],
    ['LABORATORIO', 'lab'],
    ['  speak up BASICO ', 'speakup_basico'],
    ['Inmersión básico', 'immersion_basico'],
    ['inmersion basico', 'immersion_basico'],
  ])('reads %j as %j', (cell, id) => {
    const { values, errors } = tipo(cell);
    expect(errors).toEqual({});
    expect(values.tipo_salon).toBe(id);
  });

  it('still refuses a value that is neither a code nor a name', () => {
    expect(tipo('Laboratorios').errors).toEqual({ tipo_salon: 'Valor no permitido' });
  });
});
