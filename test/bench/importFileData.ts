// The files of the 50,000-row import figure, made the way a school's staff make them: a CSV as
// Excel (Spanish) saves it — Windows-1252, ';', CRLF, the labels as header — and the same rows in an
// .xlsx. Each file has documents and e-mails of its own, so both import as new students.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import estudiantes from '../../resources/estudiantes/schema';
import { fieldOf } from '../../core/engine/declaration/resource';

export const IMPORT_ROWS = 50_000;

const FIRST = ['Ángela', 'José', 'Ñusta', 'María José', 'Andrés', 'Sofía', 'Julián', 'Lucía'];
const LAST = ['Peña', 'Núñez', 'Zúñiga', 'Muñoz', 'Gómez', 'Ibáñez', 'Castaño', 'Ospina'];

/** The rows: one header of labels, then students whose documents start with `prefix`. */
export function importRows(prefix: string, sede: string, curso: string): string[][] {
  const columns = estudiantes.bulk!.columns;
  const header = columns.map((column) => fieldOf(estudiantes, column).label);
  const cell: Record<string, (i: number) => string> = {
    primer_nombre: (i) => FIRST[i % FIRST.length],
    primer_apellido: (i) => LAST[(i >> 3) % LAST.length],
    segundo_apellido: (i) => LAST[(i >> 6) % LAST.length],
    tipo_documento: () => 'Cédula de ciudadanía',
    numero_documento: (i) => `${prefix}${String(i).padStart(6, '0')}`,
    movil: (i) => `310 ${String(1_000_000 + i).slice(-7)}`,
    email: (i) => `importado.${prefix}.${i}@correo.test`,
    sede_id: () => sede,
    curso_actual_id: () => curso,
    fecha_nacimiento: (i) => `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/19${70 + (i % 30)}`,
    lugar_origen: (i) => ['Medellín', 'Bogotá', 'Cúcuta', 'Ibagué'][i % 4],
  };
  const rows = [header];
  for (let i = 0; i < IMPORT_ROWS; i++) rows.push(columns.map((column) => cell[column]?.(i) ?? ''));
  return rows;
}

function windows1252(text: string): Buffer {
  // Latin-1 holds every letter these rows have; Windows-1252 is the same for them.
  return Buffer.from(text, 'latin1');
}

const quoted = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

export async function writeImportFiles(dir: string, sede: string, curso: string): Promise<{ csv: string; xlsx: string; bytes: { csv: number; xlsx: number } }> {
  const csvRows = importRows('71', sede, curso);
  const csv = join(dir, 'estudiantes-excel.csv');
  const csvBytes = windows1252(`${csvRows.map((row) => row.map(quoted).join(';')).join('\r\n')}\r\n`);
  await writeFile(csv, csvBytes);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(importRows('72', sede, curso)), 'Hoja1');
  // Compressed, as Excel saves a book (SheetJS stores its parts uncompressed unless told).
  const xlsxBytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  const xlsx = join(dir, 'estudiantes.xlsx');
  await writeFile(xlsx, xlsxBytes);
  return { csv, xlsx, bytes: { csv: csvBytes.length, xlsx: xlsxBytes.length } };
}
