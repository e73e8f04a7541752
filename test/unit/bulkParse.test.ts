import { describe, expect, it } from 'vitest';
import estudiantes from '../../resources/estudiantes/schema';
import salones from '../../resources/salones/schema';
import { parseBulkText } from '../../src/bulk/parseBulkText';
import { BULK_MESSAGES } from '../../src/bulk/types';

describe('parseBulkText', () => {
  it('splits lines by newline and cells by comma in bulk.columns order', () => {
    const { rows, blankLines } = parseBulkText('Aula 1,101,30,lab,3\nAula 2,102,25,regular,4', salones);
    expect(blankLines).toBe(0);
    expect(rows).toEqual([
      { line: 1, values: { nombre: 'Aula 1', numero: '101', capacidad: '30', tipo_salon: 'lab', sede_id: '3' } },
      { line: 2, values: { nombre: 'Aula 2', numero: '102', capacidad: '25', tipo_salon: 'regular', sede_id: '4' } },
    ]);
  });

  it('skips blank lines but keeps the original line numbers and counts them, not the trailing ones (CRLF too)', () => {
    const { rows, blankLines } = parseBulkText('\r\nAula 1,101,30,lab,3\r\n   \r\n,,,,\r\nAula 2,,10,regular,1\r\n', salones);
    expect(rows.map((r) => r.line)).toEqual([2, 5]);
    expect(blankLines).toBe(3);
    expect(rows[1].values.numero).toBe('');
  });

  it('trims cells and fills missing trailing cells with empty text', () => {
    const [row] = parseBulkText('  Ana ,, Pérez ', estudiantes).rows;
    expect(row.values.primer_nombre).toBe('Ana');
    expect(row.values.primer_apellido).toBe('Pérez');
    expect(row.values.curso_actual_id).toBe('');
    expect(row.problem).toBeUndefined();
  });

  it('flags a line with more non-empty cells than columns, ignores trailing empty ones', () => {
    const [extra, trailing] = parseBulkText('Aula 1,101,30,lab,3,sobrante\nAula 2,102,30,lab,3,,', salones).rows;
    expect(extra.problem).toBe(BULK_MESSAGES.structure);
    expect(trailing.problem).toBeUndefined();
  });

  it('returns nothing for an empty text', () => {
    expect(parseBulkText('', salones)).toEqual({ rows: [], blankLines: 0 });
    expect(parseBulkText('\n\n  \n', salones)).toEqual({ rows: [], blankLines: 0 });
  });
});
