// Uploaded files (field type 'file'): what may be stored, checked the same way by the browser (before
// sending) and by the server (before anything is written). Only PDF today: the extension, the
// magic bytes and the size must all agree; a file that only claims to be a PDF is refused.
import type { FieldDeclaration } from './declaration/field';

/** Default size limit of a stored file (docs/api.md, 'Files'). */
export const FILE_MAX_BYTES = 5 * 1024 * 1024;

/** A new file as received: the browser reads it from the File, the server from the multipart part. */
export interface UploadedFile {
  nombre: string;
  tipo: string;
  datos: Uint8Array;
}

/** What a record shows of a stored file (the column holds only its id; the server adds this). */
export interface StoredFileInfo {
  id: number;
  nombre: string;
  tamano: number;
}

export const FILE_MESSAGES = {
  pdfOnly: 'Solo se permiten archivos PDF',
  notPdf: 'El archivo no es un PDF válido',
  empty: 'El archivo está vacío',
  tooBig: (maxBytes: number) => `El archivo supera el tamaño máximo de ${formatBytes(maxBytes)}`,
  unchanged: 'Para cambiar el archivo, cargue uno nuevo',
} as const;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString('es-CO', { maximumFractionDigits: 1 })} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export function fileMaxBytes(field: FieldDeclaration): number {
  return field.file?.maxBytes ?? FILE_MAX_BYTES;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<UploadedFile>;
  return typeof file.nombre === 'string' && typeof file.tipo === 'string' && file.datos instanceof Uint8Array;
}

export function hasPdfMagic(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, i) => bytes[i] === byte);
}

/** Extension and size, which the browser knows before reading the file; null when acceptable. */
export function fileNameAndSizeProblem(field: FieldDeclaration, nombre: string, size: number): string | null {
  if (!/\.pdf$/i.test(nombre.trim())) return FILE_MESSAGES.pdfOnly;
  if (size === 0) return FILE_MESSAGES.empty;
  const max = fileMaxBytes(field);
  if (size > max) return FILE_MESSAGES.tooBig(max);
  return null;
}

/** Every check on a complete upload; null when it may be stored. */
export function uploadProblem(field: FieldDeclaration, file: UploadedFile): string | null {
  return fileNameAndSizeProblem(field, file.nombre, file.datos.byteLength) ?? (hasPdfMagic(file.datos) ? null : FILE_MESSAGES.notPdf);
}
