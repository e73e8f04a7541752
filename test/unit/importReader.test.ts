// The one reader of the files a person hands an import (src/bulk/read): decoded whole, the encoding
// decided from the bytes, the separator guessed, quoted line breaks kept — on bytes written the way
// Excel (Spanish, Colombia) and LibreOffice write them, not on typed strings.
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import estudiantes from '../../resources/estudiantes/schema';
import salones from '../../resources/salones/schema';
import { readTable } from '../../src/bulk/read/readTable';
import { sourceText } from '../../src/bulk/read/sourceText';
import { decodeText, detectEncoding } from '../../src/bulk/read/textEncoding';
import { tableToInput } from '../../src/bulk/tableRows';
import { validateRow } from '../../src/bulk/validateRows';

/** Windows-1252's bytes of `text` (what Excel's 'CSV (delimitado por comas)' saves in Spanish). */
function windows1252(text: string): Uint8Array {
  const high = new Map<number, number>([
    [0x20ac, 0x80], [0x201a, 0x82], [0x0192, 0x83], [0x201e, 0x84], [0x2026, 0x85], [0x2020, 0x86], [0x2021, 0x87], [0x02c6, 0x88],
    [0x2030, 0x89], [0x0160, 0x8a], [0x2039, 0x8b], [0x0152, 0x8c], [0x017d, 0x8e], [0x2018, 0x91], [0x2019, 0x92], [0x201c, 0x93],
    [0x201d, 0x94], [0x2022, 0x95], [0x2013, 0x96], [0x2014, 0x97], [0x02dc, 0x98], [0x2122, 0x99], [0x0161, 0x9a], [0x203a, 0x9b],
    [0x0153, 0x9c], [0x017e, 0x9e], [0x0178, 0x9f],
  ]);
  return Uint8Array.from([...text].map((letter) => {
    const code = letter.codePointAt(0)!;
    const byte = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : high.get(code);
    if (byte === undefined) throw new Error(`Sin byte en Windows-1252: ${letter}`);
    return byte;
  }));
}

/** UTF-16 little-endian with its mark (Excel's 'Texto Unicode'). */
function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
    bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
  }
  return bytes;
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (bytes: Uint8Array) => Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]);

const HEADER = ['Nombre', 'Número', 'Capacidad', 'Tipo de salón', 'Sede'];
const ROOMS = [
  ['Aula Ñandú', '101', '30', 'Laboratorio', 'Bogotá Chapinero'],
  ['Sala “Medellín” – 2º piso', '102', '25', 'Regular', 'Medellín Poblado'],
  ['Café €uro', '1-03', '12', 'Writing', 'Bogotá Chapinero'],
];

describe('a CSV as Excel (Spanish, Colombia) saves it: Windows-1252, semicolons, CRLF', () => {
  const bytes = windows1252([HEADER, ...ROOMS].map((row) => row.join(';')).join('\r\n') + '\r\n');

  it('reads every letter as typed, and says how it read the file', () => {
    const table = readTable(bytes, 'salones.csv');
    expect(table.rows).toEqual([HEADER, ...ROOMS]);
    expect(table.source).toEqual({ kind: 'text', encoding: 'windows-1252', bom: false, separator: ';', unclosedQuoteRow: null });
    expect(sourceText(table.source)).toBe('Leído como Windows-1252 (Excel), separador «;» (punto y coma)');
  });

  it('finds the header by its labels and passes the rows with their names intact (no U+FFFD anywhere)', () => {
    const parsed = tableToInput(readTable(bytes, 'salones.csv').rows, salones);
    expect(parsed.rows.map((row) => row.values.nombre)).toEqual(ROOMS.map((room) => room[0]));
    const checked = parsed.rows.map((row) => validateRow(row, salones));
    expect(checked.map((row) => row.record.tipo_salon)).toEqual(['lab', 'regular', 'writing']);
    expect(JSON.stringify(checked)).not.toContain('\uFFFD');
  });

  it('a quoted cell keeps its semicolons and line breaks', () => {
    const table = readTable(windows1252('Nombre;Observación\r\n"Aula; con punto y coma";"Primera línea\r\nsegunda línea"\r\n'), 'x.csv');
    expect(table.rows[1]).toEqual(['Aula; con punto y coma', 'Primera línea\r\nsegunda línea']);
  });
});

describe('a CSV as LibreOffice saves it by default: Western (Latin-1), commas, LF', () => {
  it('reads the same letters and the comma', () => {
    const text = [HEADER, ...ROOMS.map((room) => room.map((cell) => (cell.includes('“') ? `"${cell.replace(/[“”–]/g, '-')}"` : cell)))].map((row) => row.join(',')).join('\n');
    const table = readTable(windows1252(`${text}\n`), 'salones.csv');
    expect(table.source).toMatchObject({ encoding: 'windows-1252', separator: ',' });
    expect(table.rows[1][0]).toBe('Aula Ñandú');
    expect(table.rows[2][0]).toBe('Sala -Medellín- - 2º piso');
  });
});

describe('UTF-8, UTF-8 with BOM and UTF-16 (Excel’s Texto Unicode)', () => {
  it('UTF-8 with BOM and semicolons (Excel’s CSV UTF-8)', () => {
    const table = readTable(withBom(utf8('Nombre;Sede\r\nAula Ñandú;Medellín\r\n')), 'x.csv');
    expect(table.rows).toEqual([['Nombre', 'Sede'], ['Aula Ñandú', 'Medellín']]);
    expect(table.source).toMatchObject({ encoding: 'utf-8', bom: true, separator: ';' });
  });

  it('UTF-16 little-endian with its mark, separated by tabs', () => {
    const table = readTable(utf16le('Nombre\tSede\r\nAula Ñandú\tMedellín “Poblado”\r\n'), 'x.txt');
    expect(table.rows).toEqual([['Nombre', 'Sede'], ['Aula Ñandú', 'Medellín “Poblado”']]);
    expect(table.source).toMatchObject({ encoding: 'utf-16le', bom: true, separator: '\t' });
  });

  it('a strict UTF-8 decode that fails is Windows-1252; one that succeeds is UTF-8', () => {
    expect(detectEncoding(utf8('Medellín'))).toEqual({ encoding: 'utf-8', bom: false });
    expect(detectEncoding(windows1252('Medellín'))).toEqual({ encoding: 'windows-1252', bom: false });
    expect(detectEncoding(utf8('plain ASCII'))).toEqual({ encoding: 'utf-8', bom: false });
  });

  it('the person may read the file again in another encoding: what it makes of the bytes is shown as it is', () => {
    const bytes = windows1252('Nombre;Sede\r\nJosé;Medellín\r\n');
    expect(readTable(bytes, 'x.csv', { encoding: 'utf-8' }).rows[1]).toEqual(['Jos\uFFFD', 'Medell\uFFFDn']);
    expect(readTable(bytes, 'x.csv', { encoding: 'windows-1252' }).rows[1]).toEqual(['José', 'Medellín']);
  });
});

describe('a correct UTF-8 file over 64 KiB (700 students)', () => {
  const LETTERS = ['ñ', 'Ñ', 'á', 'é', 'í', 'ó', 'ú', 'ü', 'Ü', 'º', '€', '“', '”', '–', '😀'];
  /** The boundaries of the slices a reader could cut the bytes at: papaparse's 64 KiB chunks, the old reader's. */
  const SLICE = 64 * 1024;

  it('reads all 700 rows with every letter intact', () => {
    const lines = ['primer_nombre,primer_apellido,numero_documento,email,sede_id,lugar_origen'];
    for (let i = 0; i < 700; i++) lines.push(`Núñez${i},Ñuñoa Peña “${i}” – ${'á'.repeat(100)},${1000000 + i},n${i}@correo.test,1,Medellín €${i}`);
    const bytes = utf8(lines.join('\r\n'));
    expect(bytes.length).toBeGreaterThan(3 * SLICE);
    const parsed = tableToInput(readTable(bytes, 'estudiantes.csv').rows, estudiantes);
    expect(parsed.rows).toHaveLength(700);
    parsed.rows.forEach((row, i) => {
      expect(row.values.primer_apellido).toBe(`Ñuñoa Peña “${i}” – ${'á'.repeat(100)}`);
      expect(row.values.lugar_origen).toBe(`Medellín €${i}`);
    });
  });

  it('places every multi-byte letter across every slice boundary: decoded whole, none is split', () => {
    for (const letter of LETTERS) {
      const width = utf8(letter).length;
      for (const boundary of [SLICE, 2 * SLICE]) {
        // The letter's bytes start 1..width-1 bytes before the boundary, so the boundary falls inside it.
        for (let before = 1; before < width; before++) {
          const prefix = 'a'.repeat(boundary - before - 'Nombre\n'.length);
          const text = `Nombre\n${prefix}${letter}x\n`;
          const bytes = utf8(text);
          expect(new TextDecoder().decode(bytes.subarray(boundary - before, boundary - before + width))).toBe(letter);
          const { rows } = readTable(bytes, 'x.csv');
          expect(rows[1][0].endsWith(`${letter}x`), `${letter} a ${before} bytes del límite ${boundary}`).toBe(true);
          expect(decodeText(bytes).text).toBe(text);
        }
      }
    }
  });
});

describe('workbooks through the same reader', () => {
  it('an .xlsx’s first sheet: numbers as numbers, dates as dd/mm/yyyy, text as typed', () => {
    const sheet = XLSX.utils.aoa_to_sheet([['Nombre', 'Capacidad', 'Desde'], ['Aula Ñandú', 30, new Date(Date.UTC(2026, 2, 4))], ['Sala 4,5', 4.5, null]], { cellDates: true });
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Hoja1');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', cellDates: false }) as ArrayBuffer);
    const table = readTable(bytes, 'salones.xlsx');
    expect(table.source).toEqual({ kind: 'sheet', sheetName: 'Hoja1' });
    expect(table.rows).toEqual([['Nombre', 'Capacidad', 'Desde'], ['Aula Ñandú', '30', '04/03/2026'], ['Sala 4,5', '4.5']]);
    expect(sourceText(table.source)).toBe('Leído de la hoja «Hoja1» del libro');
  });

  it('a workbook saved with a .csv name is still read as a workbook (by its bytes)', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Nombre'], ['Aula 1']]), 'Datos');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'ods' }) as ArrayBuffer);
    expect(readTable(bytes, 'salones.csv').rows).toEqual([['Nombre'], ['Aula 1']]);
  });
});

describe('the separator guess', () => {
  it('a two-column file with a short line, a Spanish file with decimal commas, a single column', () => {
    const guess = (text: string) => readTable(utf8(text), 'x.csv').source;
    expect(guess('Código;Método\r\n1024;contado\r\n77\r\n78;beca\r\n')).toMatchObject({ separator: ';' });
    expect(guess('Nombre;Nota;Peso\r\nAna;4,5;0,3\r\nLuis;3,8;0,25\r\nEva;5;1\r\n')).toMatchObject({ separator: ';' });
    expect(guess('Nombre,Nota\n"Peña; Ana",4\n"Ruiz; Luis",3\n')).toMatchObject({ separator: ',' });
    expect(guess('Nombre\nAna\nLuis\n')).toMatchObject({ separator: ',' });
    expect(guess('a\tb\tc\n1\t2\t3\n')).toMatchObject({ separator: '\t' });
  });
});
