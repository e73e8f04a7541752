// @vitest-environment jsdom
// papaparse streams a File with the browser's FileReader, which Node lacks.
import { describe, expect, it } from 'vitest';
import salones from '../../resources/salones/schema';
import { headerOrder, isCsvFileName, parseCsvFile } from '../../src/bulk/parseCsvFile';
import { BULK_MESSAGES } from '../../src/bulk/types';

const csv = (text: string, name = 'salones.csv') => new File([text], name, { type: 'text/csv' });

describe('parseCsvFile', () => {
  it('reads rows by position when the first row is data', async () => {
    const rows = await parseCsvFile(csv('Aula 1,101,30,lab,3\nAula 2,102,25,regular,4\n'), salones);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ line: 1, values: { nombre: 'Aula 1', numero: '101', capacidad: '30', tipo_salon: 'lab', sede_id: '3' } });
    expect(rows[1].line).toBe(2);
  });

  it('detects a header row equal to the column names and skips it', async () => {
    const rows = await parseCsvFile(csv('nombre,numero,capacidad,tipo_salon,sede_id\nAula 1,101,30,lab,3\n'), salones);
    expect(rows).toEqual([{ line: 2, values: { nombre: 'Aula 1', numero: '101', capacidad: '30', tipo_salon: 'lab', sede_id: '3' } }]);
  });

  it('maps a reordered header by name (BOM, case and spaces ignored)', async () => {
    const rows = await parseCsvFile(csv('\uFEFFSede_id, Nombre ,capacidad,numero,tipo_salon\r\n3,Aula 1,30,101,lab\r\n'), salones);
    expect(rows[0].values).toEqual({ nombre: 'Aula 1', numero: '101', capacidad: '30', tipo_salon: 'lab', sede_id: '3' });
  });

  it('handles quoted cells with commas and semicolon-separated files', async () => {
    const quoted = await parseCsvFile(csv('"Aula 1, norte",101,30,lab,3\n'), salones);
    expect(quoted[0].values.nombre).toBe('Aula 1, norte');
    const semicolons = await parseCsvFile(csv('Aula 1;101;30;lab;3\nAula 2;102;25;regular;4\n'), salones);
    expect(semicolons[1].values).toEqual({ nombre: 'Aula 2', numero: '102', capacidad: '25', tipo_salon: 'regular', sede_id: '4' });
  });

  it('parses a large file in several chunks, reporting progress and keeping every row', async () => {
    const lines = ['nombre,numero,capacidad,tipo_salon,sede_id'];
    for (let i = 1; i <= 10000; i++) lines.push(`Aula ${i},${i},${(i % 200) + 1},regular,${(i % 25) + 1}`);
    const progress: number[] = [];
    const rows = await parseCsvFile(csv(lines.join('\n')), salones, (f) => progress.push(f));
    expect(rows).toHaveLength(10000);
    expect(rows[9999]).toEqual({ line: 10001, values: { nombre: 'Aula 10000', numero: '10000', capacidad: '1', tipo_salon: 'regular', sede_id: '1' } });
    // 10,000 lines are ~300 KB: more than one 64 KB chunk, each reported.
    expect(progress.length).toBeGreaterThan(3);
    expect(progress[progress.length - 1]).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('skips blank rows and counts them in line numbers', async () => {
    const rows = await parseCsvFile(csv('\nAula 1,101,30,lab,3\n\nAula 2,102,25,regular,4'), salones);
    expect(rows.map((r) => r.line)).toEqual([2, 4]);
  });

  it('rejects a file that is not .csv', async () => {
    await expect(parseCsvFile(csv('a,b', 'salones.xlsx'), salones)).rejects.toThrow(BULK_MESSAGES.notCsv);
    expect(BULK_MESSAGES.notCsv).toBe('El archivo debe ser de extensión .csv.');
  });
});

describe('isCsvFileName / headerOrder', () => {
  it('accepts only the .csv extension', () => {
    expect(isCsvFileName('datos.CSV')).toBe(true);
    expect(isCsvFileName('datos.csv.txt')).toBe(false);
    expect(isCsvFileName('datos')).toBe(false);
  });
  it('recognises only a row naming exactly the columns', () => {
    const columns = ['a', 'b', 'c'];
    expect(headerOrder(['c', 'a', 'b'], columns)).toEqual([1, 2, 0]);
    expect(headerOrder(['a', 'b', 'c', ''], columns)).toEqual([0, 1, 2]);
    expect(headerOrder(['a', 'b'], columns)).toBeNull();
    expect(headerOrder(['a', 'a', 'b'], columns)).toBeNull();
    expect(headerOrder(['x', 'b', 'c'], columns)).toBeNull();
  });
});
