// The import's check against the records already there (<recurso>/importar, core/engine/bulkImport.ts),
// pure: whether a file's lines can name existing records at all, the body of the preview and of the
// write, and the preview's answer mapped back to the file's lines.
import type { ImportAnswer, ImportBody, ImportLine, ImportMode } from '../../core/engine/bulkImport';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { compactRecord } from './preview';
import { bulkColumns } from './rows';
import type { FileHeader, LineResult, ValidatedRow } from './types';
import { isValidRow } from './validateRows';

/** The bulk columns the file has (a header-less file has them all). */
export function fileColumns(decl: ResourceDeclaration, header: FileHeader | null): string[] {
  return header ? header.present : [...bulkColumns(decl)];
}

/** A line can name an existing record: by its Id column, or by the resource's document or code among the file's columns. */
export function canMatch(decl: ResourceDeclaration, header: FileHeader | null): boolean {
  const columns = fileColumns(decl, header);
  if (header?.hasId) return true;
  if (decl.fields.some((f) => f.unique && columns.includes(f.source))) return true;
  return (decl.db?.uniqueKeys ?? []).some((key) => key.every((column) => columns.includes(column)));
}

/** What a line sends: its checked values, and its Id when the file has one. */
const registroOf = (row: ValidatedRow): Record<string, unknown> => (row.id ? { ...compactRecord(row.record), id: row.id } : compactRecord(row.record));

/** The preview's body: every line that passed the page's checks. */
export function previewBody(rows: ValidatedRow[], mode: ImportMode, columns: string[]): { body: ImportBody; sent: ValidatedRow[] } {
  const sent = rows.filter(isValidRow);
  return { body: { registros: sent.map(registroOf), si_existe: mode, columnas: columns }, sent };
}

/** The preview's answer by the file's line. */
export function linesByInput(sent: ValidatedRow[], answer: ImportAnswer): Map<number, ImportLine> {
  return new Map(answer.filas.map((fila) => [sent[fila.fila - 1]?.line ?? fila.fila, fila]));
}

/** The lines the server refused in the preview, as the preview table marks them. */
export function refusedLines(byLine: Map<number, ImportLine>): LineResult[] {
  return [...byLine.entries()].filter(([, fila]) => fila.errores && Object.keys(fila.errores).length > 0).map(([line, fila]) => ({ line, ok: false, errores: fila.errores }));
}

/** Whether the preview met existing records: then the write goes through importar, not crear_masivo. */
export function meetsExisting(answer: ImportAnswer): boolean {
  return answer.cambian + answer.iguales + answer.omitidos > 0;
}

/** The write's body: the lines sent now (the valid ones), each matched record with the version its preview saw. */
export function writeBody(rows: ValidatedRow[], mode: ImportMode, columns: string[], byLine: Map<number, ImportLine>): { body: ImportBody; sent: ValidatedRow[] } {
  const { body, sent } = previewBody(rows, mode, columns);
  const versiones: Record<string, number> = {};
  sent.forEach((row, index) => {
    const seen = byLine.get(row.line)?.version;
    if (seen !== undefined) versiones[String(index + 1)] = seen;
  });
  return { body: { ...body, confirmar: true, versiones }, sent };
}
