import { describe, expect, it } from 'vitest';
import salones from '../../resources/salones/schema';
import { MESSAGES } from '../../resources/validation';
import { parseBulkText } from '../../src/bulk/parseBulkText';
import { describeErrors, mapResults, pageOf, recordsOf, rowsToSend, summarize, visibleRows } from '../../src/bulk/preview';
import { validateRows } from '../../src/bulk/validateRows';
import { BULK_MAX_ROWS, BULK_MESSAGES, ROW_ERROR_KEY, type ValidatedRow } from '../../src/bulk/types';

async function rowsOf(text: string): Promise<ValidatedRow[]> {
  return validateRows(parseBulkText(text, salones), salones);
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
      mensaje: 'Se crearon 1 registros. 1 filas con errores.',
      creados: 1,
      resultados: [
        { fila: 1, ok: true, id: 40 },
        { fila: 2, ok: false, errores: { nombre: 'Ya existe un registro con este valor' } },
      ],
    });
    expect(results).toEqual([
      { line: 1, ok: true, id: 40, errores: undefined },
      { line: 4, ok: false, id: undefined, errores: { nombre: 'Ya existe un registro con este valor' } },
    ]);
  });

  it('pages and describes errors with the field labels', () => {
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3], 5, 2)).toEqual([]);
    expect(describeErrors(salones, { capacidad: MESSAGES.min(1), [ROW_ERROR_KEY]: BULK_MESSAGES.structure })).toEqual([
      `Capacidad: ${MESSAGES.min(1)}`,
      BULK_MESSAGES.structure,
    ]);
    expect(describeErrors(salones, undefined)).toEqual([]);
  });
});
