import { describe, expect, it } from 'vitest';
import salones from '../../resources/salones/schema';
import { MESSAGES } from '../../core/engine/validation';
import { parseBulkText } from '../../src/bulk/parseBulkText';
import {
  createdMessage,
  describeErrors,
  leftOutLines,
  mapResults,
  pageOf,
  recordsOf,
  rejectedResults,
  rowsToSend,
  summarize,
  visibleRows,
  withServerErrors,
} from '../../src/bulk/preview';
import { isValidRow, validateRows } from '../../src/bulk/validateRows';
import { BULK_MAX_ROWS, BULK_MESSAGES, ROW_ERROR_KEY, type ValidatedRow } from '../../src/bulk/types';

async function rowsOf(text: string): Promise<ValidatedRow[]> {
  return validateRows(parseBulkText(text, salones).rows, salones);
}

describe('bulk preview helpers', () => {
  it('counts total, valid and invalid rows and filters the invalid ones', async () => {
    const rows = await rowsOf('Aula 1,1,30,lab,3\n\nAula 2,2,0,lab,3\nAula 3,3,10,lab,3');
    expect(summarize(rows)).toEqual({ total: 3, valid: 2, invalid: 1 });
    expect(visibleRows(rows, true).map((r) => r.line)).toEqual([3]);
    expect(visibleRows(rows, false)).toHaveLength(3);
  });

  it('sends only valid rows, as normalised records', async () => {
    const rows = await rowsOf('Aula 1,1,30,lab,3\nAula 2,2,0,lab,3');
    const { rows: sent, problem } = rowsToSend(rows);
    expect(problem).toBeUndefined();
    expect(recordsOf(sent)).toEqual([{ nombre: 'Aula 1', numero: '1', capacidad: 30, tipo_salon: 'lab', sede_id: 3 }]);
  });

  it('refuses to send nothing or more than the server limit', async () => {
    expect(rowsToSend(await rowsOf('Aula 2,2,0,lab,3'))).toEqual({ rows: [], problem: BULK_MESSAGES.empty });
    const many = Array.from({ length: BULK_MAX_ROWS + 1 }, (_, i): ValidatedRow => ({
      line: i + 1, values: {}, record: {}, errors: {},
    }));
    expect(rowsToSend(many)).toEqual({ rows: [], problem: BULK_MESSAGES.tooMany });
  });

  it('maps the server fila (position in the batch) back to the input line', async () => {
    const rows = await rowsOf('Aula 1,1,30,lab,3\nmala,2,0,lab,3\n\nAula 3,3,10,lab,3');
    const { rows: sent } = rowsToSend(rows);
    const results = mapResults(sent, {
      mensaje: 'Se crearon 2 registros.',
      creados: 2,
      resultados: [
        { fila: 1, ok: true, id: 40 },
        { fila: 2, ok: true, id: 41 },
      ],
    });
    expect(results.map((r) => [r.line, r.id])).toEqual([[1, 40], [4, 41]]);
  });

  it('adds the lines left out to the server message, so 18 + 2 make the 20 lines read', async () => {
    const lines = Array.from({ length: 20 }, (_, i) => (i === 6 || i === 12 ? `Aula ${i},${i},0,lab,3` : `Aula ${i},${i},10,lab,3`));
    const rows = await rowsOf(lines.join('\n'));
    expect(leftOutLines(rows)).toEqual([7, 13]);
    const result = { mensaje: 'Se crearon 18 registros.', creados: 18, resultados: [] };
    expect(createdMessage(result, leftOutLines(rows))).toBe('Se crearon 18 registros. No se importaron 2 filas con errores (7 y 13).');
    expect(createdMessage({ ...result, mensaje: 'Se creó 1 registro.' }, [2])).toBe('Se creó 1 registro. No se importó 1 fila con errores (2).');
    expect(createdMessage(result, [])).toBe('Se crearon 18 registros.');
  });

  it('turns a refused batch into input lines, in the message too, and marks those rows as bad', async () => {
    const rows = await rowsOf('Aula 1,1,30,lab,3\nmala,2,0,lab,3\n\nAula 3,3,10,lab,3\nAula 4,4,10,lab,3');
    const { rows: sent } = rowsToSend(rows);
    const refused = rejectedResults(sent, {
      message: 'No se guardó ningún registro: 1 fila con errores (2).',
      filas: [{ fila: 2, errores: { nombre: 'Ya existe un registro con este valor' } }],
    });
    expect(refused).toEqual({
      mensaje: 'No se guardó ningún registro: 1 fila con errores (4).',
      results: [{ line: 4, ok: false, errores: { nombre: 'Ya existe un registro con este valor' } }],
    });
    const marked = withServerErrors(rows, refused.results);
    expect(summarize(marked)).toEqual({ total: 4, valid: 2, invalid: 2 });
    expect(marked.filter((r) => !isValidRow(r)).map((r) => r.line)).toEqual([2, 4]);
    expect(withServerErrors(rows, [{ line: 1, ok: false, errores: {} }])[0].errors).toEqual({ [ROW_ERROR_KEY]: BULK_MESSAGES.refused });
  });

  it('pages and describes errors with the field labels', () => {
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3], 5, 2)).toEqual([]);
    expect(describeErrors(salones, { capacidad: MESSAGES.min(1), [ROW_ERROR_KEY]: BULK_MESSAGES.structure })).toEqual([
      `Capacidad: ${MESSAGES.min(1)}`,
      BULK_MESSAGES.structure,
    ]);
    expect(describeErrors(salones, undefined)).toEqual([]);
    // The cell as typed, since its column may be scrolled out of view.
    expect(describeErrors(salones, { sede_id: MESSAGES.choice, numero: 'x' }, { sede_id: ' Sede Nrte ', numero: '' })).toEqual([
      `Sede: ${MESSAGES.choice} («Sede Nrte»)`,
      'Número: x',
    ]);
  });
});
