// Fields of type 'file' on the server: an upload becomes a row of archivos (migration 009) and the
// record's column its id, inside the write's own transaction, so a refused or failed write stores
// nothing. Reads show each file as {id, nombre, tamano} (StoredFileInfo), never the bare id.
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { FILE_MESSAGES, isUploadedFile, type StoredFileInfo } from '../../core/engine/files';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { Errors, FieldValue } from '../../core/engine/validation';
import type { Database } from '../db/database';
import { inspectPdf, PDF_SAFETY_MESSAGES } from '../files/pdfSafety';
import { HTTP_MESSAGES, validationError } from '../errors/apiError';
import { ident } from '../db/sql';
import { isFileField } from '../../core/engine/fields';

/** What every stored file is served as: uploads are only accepted after their PDF bytes are checked. */
export const STORED_FILE_TYPE = 'application/pdf';

export function fileFields(decl: ResourceDeclaration): FieldDeclaration[] {
  return decl.fields.filter(isFileField);
}

/**
 * The select-list expression of a file column: its archivos row as a json object (null when
 * empty). A correlated lookup by primary key in the same statement: one query per page, no bytes read.
 */
export function fileColumnSql(table: string, source: string): string {
  const f = 'archivo_leido'; // not a table name: the outer table's column must stay reachable
  return `(SELECT json_build_object('id', ${f}.id, 'nombre', ${f}.nombre, 'tamano', ${f}.tamano) FROM archivos ${f} WHERE ${f}.id = ${ident(table)}.${ident(source)}) AS ${ident(source)}`;
}

function storedInfo(value: unknown): StoredFileInfo | null {
  return typeof value === 'object' && value !== null && typeof (value as StoredFileInfo).id === 'number' ? (value as StoredFileInfo) : null;
}

/** Whether the bytes open as a PDF with at least one page (pdf-lib: the magic bytes alone are easily faked). */
async function opensWithPages(bytes: Uint8Array): Promise<boolean> {
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

/** Why the bytes may not be stored, or null: active content first, then whether it opens at all. */
async function pdfProblem(bytes: Uint8Array): Promise<string | null> {
  // First: the inspection bounds what it inflates, pdf-lib's load (object streams) does not.
  const verdict = inspectPdf(bytes);
  if (verdict !== 'safe') return PDF_SAFETY_MESSAGES[verdict];
  return (await opensWithPages(bytes)) ? null : FILE_MESSAGES.notPdf;
}

/**
 * The uploads that passed the shared checks (extension, magic bytes, size) but carry active content
 * (issue 20: JavaScript, launch, embedded files; server/files/pdfSafety.ts) or do not open as a PDF
 * with a page ('El archivo no es un PDF válido'), before anything is stored.
 */
export async function unreadablePdfErrors(decl: ResourceDeclaration, values: Record<string, FieldValue>, known: Errors): Promise<Errors> {
  const errors: Errors = {};
  for (const field of fileFields(decl)) {
    const value = values[field.source];
    if (known[field.source] || !isUploadedFile(value)) continue;
    const problem = await pdfProblem(value.datos);
    if (problem) errors[field.source] = problem;
  }
  return errors;
}

/** The archivos ids a record read through the repository references. */
export function fileIdsOf(decl: ResourceDeclaration, record: Record<string, unknown>): number[] {
  return fileFields(decl).flatMap((f) => storedInfo(record[f.source])?.id ?? []);
}

async function insertFile(tx: Database, file: { nombre: string; datos: Uint8Array }, userId: number): Promise<number> {
  const sha256 = createHash('sha256').update(file.datos).digest('hex');
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO archivos (nombre, tipo, tamano, sha256, datos, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [file.nombre.trim(), STORED_FILE_TYPE, file.datos.byteLength, sha256, file.datos, userId],
  );
  return row.id;
}

/**
 * Turns the file values of a checked write into what the column stores, in place: an upload is
 * inserted and becomes its id; null stays null; the stored file's own description ('keep it') must
 * be the one `current` holds and is then dropped from the changes (elsewhere: 400 'Valor no
 * permitido'). Returns the ids the record stops referencing: delete them (removeFiles) once the
 * record no longer points at them (the foreign key forbids it before).
 */
export async function storeFiles(
  tx: Database,
  decl: ResourceDeclaration,
  values: Record<string, FieldValue>,
  userId: number,
  current?: Record<string, unknown>,
): Promise<number[]> {
  const errors: Record<string, string> = {};
  const replaced: number[] = [];
  for (const field of fileFields(decl)) {
    if (!Object.hasOwn(values, field.source)) continue;
    const value = values[field.source];
    const previous = storedInfo(current?.[field.source])?.id;
    if (isUploadedFile(value) || value === null) {
      if (previous !== undefined) replaced.push(previous);
      if (value !== null) values[field.source] = await insertFile(tx, value, userId);
    } else if (previous !== undefined && storedInfo(value)?.id === previous) {
      delete values[field.source];
    } else {
      errors[field.source] = HTTP_MESSAGES.notAllowed;
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return replaced;
}

/** Deletes archivos rows no record references any more (replaced, emptied, or their record deleted). */
export async function removeFiles(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await tx.query('DELETE FROM archivos WHERE id = ANY($1::integer[])', [ids]);
}

export interface FileContent {
  nombre: string;
  tipo: string;
  datos: Uint8Array;
}

export async function readFileContent(db: Database, id: number): Promise<FileContent | null> {
  const [row] = await db.query<FileContent>('SELECT nombre, tipo, datos FROM archivos WHERE id = $1', [id]);
  return row ?? null;
}
