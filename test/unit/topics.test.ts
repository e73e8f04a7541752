// A course's topics: the weights rule the course detail warns with, and the bulk line of 19
// semicolon-separated fields.
import { describe, expect, it } from 'vitest';
import temas, { TEMA_BULK_COLUMNS } from '../../resources/temas/schema';
import { totalWeight, weightsWarning } from '../../resources/temas/weights';
import { parseBulkText } from '../../src/bulk/parseBulkText';
import { buildTopics } from '../../server/seed/topics';

describe('topic weights', () => {
  it('add up the active topics to the hundredth', () => {
    expect(totalWeight([{ peso_nota: 33.33 }, { peso_nota: 33.33 }, { peso_nota: 33.34 }, { peso_nota: 50, activo: false }])).toBe(100);
    expect(totalWeight([{ peso_nota: 0.1 }, { peso_nota: 0.2 }])).toBe(0.3);
  });

  it('warn when they do not make 100 %, not when they do or there are none', () => {
    expect(weightsWarning([{ peso_nota: 60 }, { peso_nota: 27.5 }])).toBe('Los pesos de los temas activos suman 87,5 %: deben sumar 100 %.');
    expect(weightsWarning([{ peso_nota: 60 }, { peso_nota: 40 }])).toBeNull();
    expect(weightsWarning([])).toBeNull();
    expect(weightsWarning([{ peso_nota: 10, activo: false }])).toBeNull();
  });

  it('of the demo courses make 100 % with or without exams', () => {
    const rows = buildTopics([{ id: 1, codigo: 'EN-A1-1', tipoClase: 'regular_1', examenes: { parcial: 1, final: 2 } }, { id: 2, codigo: 'FR-A1-1' }]);
    for (const id of [1, 2]) {
      const course = rows.filter((row) => row.curso_id === id);
      expect(course).toHaveLength(40);
      expect(totalWeight(course)).toBe(100);
    }
  });
});

describe('the topics bulk line', () => {
  it('has the 19 fields of a topic line, separated by semicolons', () => {
    expect(TEMA_BULK_COLUMNS).toHaveLength(19);
    const cells = ['B1', '10-12', '1', 'Hello', 'Warm up', 'Intro', 'EN-A1-1', 'Saludos', '1', 'regular_1', 'regular', 'T1', 'sí', 'sí', 'no', 'M', 'N', 'E', 'A'];
    const { rows } = parseBulkText(cells.join(';'), temas);
    expect(rows[0].values).toEqual(Object.fromEntries(TEMA_BULK_COLUMNS.map((column, i) => [column, cells[i]])));
    expect(rows[0].problem).toBeUndefined();
  });
});
