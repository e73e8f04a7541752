// 'file': one uploaded file (a PDF), kept in the database (table archivos); the column holds its id.
// It travels as multipart/form-data, never in a JSON example, and is never exported.
import { isUploadedFile, type StoredFileInfo, uploadProblem } from '../files';
import { MESSAGES } from './common';
import type { FieldTypeRules } from './fieldType';

declare module '../declaration/field' {
  interface FieldTypes {
    file: StoredFileInfo;
  }
  interface FieldTypeOptions<S extends string = string> {
    /** What may be uploaded (default: PDF of at most FILE_MAX_BYTES, see files.ts). */
    file?: {
      accept: 'pdf';
      maxBytes?: number;
      /** Also served at GET /api/<route>/<record id> (file/email-course/{id}), as a download like every file. */
      route?: string;
    };
  }
}

function isStoredFileInfo(value: unknown): value is StoredFileInfo {
  return typeof value === 'object' && value !== null && typeof (value as StoredFileInfo).id === 'number';
}

export const file: FieldTypeRules = {
  sqlType: () => 'integer', // archivos.id
  structured: true,
  storage: 'file',
  // The column holds the id of its row in archivos (migration 009, hand-written).
  foreignTable: () => 'archivos',
  check(field, raw) {
    // A new upload is checked whole; the stored file's own description means 'unchanged' (the server checks it is this record's).
    if (isUploadedFile(raw)) {
      const problem = uploadProblem(field, raw);
      return problem ? { error: problem } : { value: raw };
    }
    return isStoredFileInfo(raw) ? { value: raw } : { error: MESSAGES.choice };
  },
  jsonSchema: () => ({
    description: 'Archivo PDF: se envía como multipart/form-data (parte «datos» con el JSON del registro y una parte con este nombre).',
  }),
  example: () => undefined,
  // A stored file reads as its name ({id, nombre, tamano} from the server).
  text: (_field, value) =>
    typeof value === 'object' && typeof (value as { nombre?: unknown }).nombre === 'string' ? (value as { nombre: string }).nombre : String(value),
};
