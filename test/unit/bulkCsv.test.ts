// A file's rows → the import's lines (src/bulk/tableRows.ts, parseImportFile): header by column
// names or labels (an export's other columns and its Id set aside), data by position otherwise,
// blank rows counted, an unclosed quote refused naming its row.
import { describe, expect, it } from 'vitest';
import estudiantes from '../../resources/estudiantes/schema';
import salones from '../../resources/salones/schema';
import { parseImportFile } from '../../src/bulk/parseImportFile';
import { READ_MESSAGES } from '../../src/bulk/read/readTable';
import { headerOf, tableToInput } from '../../src/bulk/tableRows';
import { BULK_MESSAGES } from '../../src/bulk/types';

const csv = (text: string, name = 'salones.csv') => new File([text], name, { type: 'text/csv' });
const rowsOf = async (text: string) => (await parseImportFile(csv(text), salones)).rows;

describe('parseImportFile', () => {
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
    const parsed = await parseImportFile(csv('capacidad,nombre,sede_id\n30,Aula 1,3\n25,Aula 2,4,sobra\n'), salones);
    expect(parsed.rows[0].values).toEqual({ nombre: 'Aula 1', numero: '', capacidad: '30', tipo_salon: '', sede_id: '3' });
    expect(parsed.rows[1].problem).toBe(BULK_MESSAGES.structure);
    expect(parsed.header).toEqual({ present: ['nombre', 'capacidad', 'sede_id'], ignored: [], hasId: false });
    const old = await parseImportFile(csv('primer_nombre,primer_apellido,numero_documento,email,sede_id\nAna,Ruiz,1010,ana@x.co,1\n', 'estudiantes.csv'), estudiantes);
    expect(old.rows[0].values).toMatchObject({ primer_nombre: 'Ana', primer_apellido: 'Ruiz', numero_documento: '1010', email: 'ana@x.co', sede_id: '1', estrato: '' });
  });

  it('reads the list’s own export: its Id kept apart, its read-only columns set aside', async () => {
    const parsed = await parseImportFile(csv('Id,Nombre,Número,Capacidad,Tipo de salón,Sede,Activo,Url\r\n12,Aula 1,101,30,Laboratorio,Sede Norte,Sí,\r\n'), salones);
    expect(parsed.rows).toEqual([{ line: 2, id: '12', values: { nombre: 'Aula 1', numero: '101', capacidad: '30', tipo_salon: 'Laboratorio', sede_id: 'Sede Norte' } }]);
    expect(parsed.header).toEqual({ present: ['nombre', 'numero', 'capacidad', 'tipo_salon', 'sede_id'], ignored: ['Activo', 'Url'], hasId: true });
  });

  it('handles quoted cells with commas and semicolon-separated files', async () => {
    const quoted = await rowsOf('"Aula 1, norte",101,30,lab,3\n');
    expect(quoted[0].values.nombre).toBe('Aula 1, norte');
    const semicolons = await parseImportFile(csv('Aula 1;101;30;lab;3\nAula 2;102;25;regular;4\n'), salones);
    expect(semicolons.rows[1].values).toEqual({ nombre: 'Aula 2', numero: '102', capacidad: '25', tipo_salon: 'regular', sede_id: '4' });
    expect(semicolons.source).toEqual({ kind: 'text', encoding: 'utf-8', bom: false, separator: ';', unclosedQuoteRow: null });
  });

  it('reads again with the separator the person chooses', async () => {
    const file = csv('Aula 1;101;30;lab;3\n');
    expect((await parseImportFile(file, salones, { separator: ',' })).rows[0].values.nombre).toBe('Aula 1;101;30;lab;3');
  });

  it('keeps every row of a large file, reporting progress to the end', async () => {
    const lines = ['nombre,numero,capacidad,tipo_salon,sede_id'];
    for (let i = 1; i <= 10000; i++) lines.push(`Aula ${i},${i},${(i % 200) + 1},regular,${(i % 25) + 1}`);
    const progress: number[] = [];
    const { rows } = await parseImportFile(csv(lines.join('\n')), salones, {}, (f) => progress.push(f));
    expect(rows).toHaveLength(10000);
    expect(rows[9999]).toEqual({ line: 10001, values: { nombre: 'Aula 10000', numero: '10000', capacidad: '1', tipo_salon: 'regular', sede_id: '1' } });
    expect(progress[progress.length - 1]).toBe(1);
  });

  it('skips blank rows, keeps their line numbers and counts them (not the trailing ones)', async () => {
    const parsed = await parseImportFile(csv('\nAula 1,101,30,lab,3\n,,,,\n  ,  \nAula 2,102,25,regular,4\n\n\n'), salones);
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 5]);
    expect(parsed.blankLines).toBe(3);
  });

  it('refuses a file that is neither text nor a workbook, naming what it takes', async () => {
    await expect(parseImportFile(csv('a,b', 'salones.pdf'), salones)).rejects.toThrow(READ_MESSAGES.extension);
    expect(READ_MESSAGES.extension).toBe('El archivo debe ser .csv, .txt, .xlsx u .ods.');
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
    await expect(parseImportFile(file(lines), estudiantes)).rejects.toThrow(BULK_MESSAGES.unclosedQuote(8));
    expect(BULK_MESSAGES.unclosedQuote(8)).toBe(
      'Fila 8: comillas (") sin cerrar; el resto del archivo se leería como una sola celda. Corrija el archivo y vuelva a cargarlo.',
    );
  });

  it('counts a row left empty in the spreadsheet instead of dropping it silently', async () => {
    const lines = twenty();
    lines[12] = ',,,,,,,,,,';
    const parsed = await parseImportFile(file(lines), estudiantes);
    expect(parsed.rows.length + parsed.blankLines).toBe(20);
    expect(parsed.blankLines).toBe(1);
  });
});

describe('headerOf', () => {
  it('recognises a row naming bulk columns (or their labels), all or some, in any order', () => {
    expect(headerOf(['sede_id', 'nombre', 'numero', 'capacidad', 'tipo_salon'], salones)?.order).toEqual([1, 2, 3, 4, 0]);
    expect(headerOf(['nombre', 'numero', ''], salones)?.order).toEqual([0, 1, -1, -1, -1]);
    expect(headerOf(['Nombre', 'Capacidad'], salones)?.width).toBe(2);
  });

  it('is no header for a data row, an empty row or a column named twice', () => {
    expect(headerOf(['Aula 1', '101', '30', 'lab', '3'], salones)).toBeNull();
    expect(headerOf(['', ''], salones)).toBeNull();
    expect(headerOf(['nombre', 'Nombre', 'capacidad'], salones)).toBeNull();
    // One title among data is data (a room called 'Capacidad').
    expect(headerOf(['Capacidad', '101', '30', 'lab', '3'], salones)).toBeNull();
  });

  it('a column both a bulk column and another field answer to is the bulk column', () => {
    const parsed = tableToInput([['Nombre', 'Sede'], ['Aula 1', 'Sede Norte']], salones);
    expect(parsed.rows[0].values.sede_id).toBe('Sede Norte');
  });
});
