// @vitest-environment jsdom
// papaparse streams a File with the browser's FileReader, which Node lacks.
import { describe, expect, it } from 'vitest';
import estudiantes from '../../resources/estudiantes/schema';
import salones from '../../resources/salones/schema';
import { headerOrder, isCsvFileName, parseCsvFile } from '../../src/bulk/parseCsvFile';
import { BULK_MESSAGES } from '../../src/bulk/types';

const csv = (text: string, name = 'salones.csv') => new File([text], name, { type: 'text/csv' });
const rowsOf = async (text: string) => (await parseCsvFile(csv(text), salones)).rows;

describe('parseCsvFile', () => {
  it('reads rows by position when the first row is data', async () => {
    const rows = await rowsOf('Aula 1,101,30,lab,3\nAula 2,102,25,regular,4\n');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ line: 1, values: { nombre: 'Aula 1', numero: '101', capacidad: '30', tipo_salon: 'lab', sede_id: '3' } });
    expect(rows[1].line).toBe(2);
  });

  it('detects a header row equal to the column names and skips it', async () => {
    const rows = await rowsOf('nombre,numero,capacidad,tipo_salon,sede_id\nAula 1,101,30,lab,3\n');
    expect(rows).toEqual([{ line: 2, values: { nombre: 'Aula 1', numero: '101', capacidad: '30', tipo_salon: 'lab', sede_id: '3' } }]);
  });

  it('maps a reordered header by name (BOM, case and spaces ignored)', async () => {
    const rows = await rowsOf('\uFEFFSede_id, Nombre ,capacidad,numero,tipo_salon\r\n3,Aula 1,30,101,lab\r\n');
    expect(rows[0].values).toEqual({ nombre: 'Aula 1', numero: '101', capacidad: '30', tipo_salon: 'lab', sede_id: '3' });
  });

  it('also takes a header written with the labels a secretary sees (accents and case ignored)', async () => {
    const rows = await rowsOf('Sede,NOMBRE,Capacidad,Numero,Tipo de salón\nSede Norte,Aula 1,30,101,lab\n');
    expect(rows).toEqual([{ line: 2, values: { nombre: 'Aula 1', numero: '101', capacidad: '30', tipo_salon: 'lab', sede_id: 'Sede Norte' } }]);
  });

  it('takes a header naming some of the columns (a file made before columns were added): the others read empty, extra cells stay extra', async () => {
    const rows = await rowsOf('capacidad,nombre,sede_id\n30,Aula 1,3\n25,Aula 2,4,sobra\n');
    expect(rows[0].values).toEqual({ nombre: 'Aula 1', numero: '', capacidad: '30', tipo_salon: '', sede_id: '3' });
    const old = await parseCsvFile(
      csv('primer_nombre,primer_apellido,numero_documento,email,sede_id\nAna,Ruiz,1010,ana@x.co,1\n', 'estudiantes.csv'),
      estudiantes,
    );
    expect(old.rows[0].values).toMatchObject({ primer_nombre: 'Ana', primer_apellido: 'Ruiz', numero_documento: '1010', email: 'ana@x.co', sede_id: '1', estrato: '' });
  });

  it('handles quoted cells with commas and semicolon-separated files', async () => {
    const quoted = await rowsOf('"Aula 1, norte",101,30,lab,3\n');
    expect(quoted[0].values.nombre).toBe('Aula 1, norte');
    const semicolons = await rowsOf('Aula 1;101;30;lab;3\nAula 2;102;25;regular;4\n');
    expect(semicolons[1].values).toEqual({ nombre: 'Aula 2', numero: '102', capacidad: '25', tipo_salon: 'regular', sede_id: '4' });
  });

  it('parses a large file in several chunks, reporting progress and keeping every row', async () => {
    const lines = ['nombre,numero,capacidad,tipo_salon,sede_id'];
    for (let i = 1; i <= 10000; i++) lines.push(`Aula ${i},${i},${(i % 200) + 1},regular,${(i % 25) + 1}`);
    const progress: number[] = [];
    const { rows } = await parseCsvFile(csv(lines.join('\n')), salones, (f) => progress.push(f));
    expect(rows).toHaveLength(10000);
    expect(rows[9999]).toEqual({ line: 10001, values: { nombre: 'Aula 10000', numero: '10000', capacidad: '1', tipo_salon: 'regular', sede_id: '1' } });
    // 10,000 lines are ~300 KB: more than one 64 KB chunk, each reported.
    expect(progress.length).toBeGreaterThan(3);
    expect(progress[progress.length - 1]).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('skips blank rows, keeps their line numbers and counts them (not the trailing ones)', async () => {
    const parsed = await parseCsvFile(csv('\nAula 1,101,30,lab,3\n,,,,\n  ,  \nAula 2,102,25,regular,4\n\n\n'), salones);
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 5]);
    expect(parsed.blankLines).toBe(3);
  });

  it('rejects a file that is not .csv', async () => {
    await expect(parseCsvFile(csv('a,b', 'salones.xlsx'), salones)).rejects.toThrow(BULK_MESSAGES.notCsv);
    expect(BULK_MESSAGES.notCsv).toBe('El archivo debe ser de extensión .csv.');
  });
});

describe('a 20-row student file with 2 bad rows (issue: "Se crearon 18 registros. 1 filas con errores")', () => {
  const line = (i: number) => `Carga,,Masiva,,CC,7${String(i).padStart(8, '0')},,3100000000,carga${i}@ejemplo.test,1,1`;
  const file = (lines: string[]) => csv([estudiantes.bulk!.columns.join(','), ...lines].join('\n'), 'estudiantes.csv');
  const twenty = () => Array.from({ length: 20 }, (_, i) => line(i + 1));

  it('refuses a file whose row opens a quote it never closes, naming the row, instead of swallowing the rest', async () => {
    const lines = twenty();
    lines[6] = lines[6].replace('Carga', '"Carga');
    // Before: 7 rows, the 7th holding rows 7 to 20 in one cell; 13 rows gone without a word.
    await expect(parseCsvFile(file(lines), estudiantes)).rejects.toThrow(BULK_MESSAGES.unclosedQuote(8));
    expect(BULK_MESSAGES.unclosedQuote(8)).toBe(
      'Fila 8: comillas (") sin cerrar; el resto del archivo se leería como una sola celda. Corrija el archivo y vuelva a cargarlo.',
    );
  });

  it('counts a row left empty in the spreadsheet instead of dropping it silently', async () => {
    const lines = twenty();
    lines[12] = ',,,,,,,,,,';
    const parsed = await parseCsvFile(file(lines), estudiantes);
    expect(parsed.rows.length + parsed.blankLines).toBe(20);
    expect(parsed.blankLines).toBe(1);
  });
});

describe('isCsvFileName / headerOrder', () => {
  it('accepts only the .csv extension', () => {
    expect(isCsvFileName('datos.CSV')).toBe(true);
    expect(isCsvFileName('datos.csv.txt')).toBe(false);
    expect(isCsvFileName('datos')).toBe(false);
  });
  it('recognises a row naming distinct columns (or their labels), all or some', () => {
    const columns = ['a', 'b', 'c'];
    expect(headerOrder(['c', 'a', 'b'], columns)).toEqual([1, 2, 0]);
    expect(headerOrder(['a', 'b', 'c', ''], columns)).toEqual([0, 1, 2]);
    // A file made before column c was declared: c reads empty.
    expect(headerOrder(['a', 'b'], columns)).toEqual([0, 1, -1]);
    expect(headerOrder(['c', 'a'], columns)).toEqual([1, -1, 0]);
    expect(headerOrder(['a', 'b', 'c', 'd'], columns)).toBeNull();
    expect(headerOrder(['', ''], columns)).toBeNull();
    expect(headerOrder(['a', 'a', 'b'], columns)).toBeNull();
    expect(headerOrder(['x', 'b', 'c'], columns)).toBeNull();
    expect(headerOrder(['Équis', 'b', 'c'], columns, ['Equis', 'Be', 'Ce'])).toEqual([0, 1, 2]);
  });
});
