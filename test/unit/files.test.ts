// The shared checks of an uploaded file (core/engine/files.ts and checkField's 'file' branch): the
// browser runs them before sending, the server before storing.
import { describe, expect, it } from 'vitest';
import {
  FILE_MAX_BYTES,
  FILE_MESSAGES,
  fileMaxBytes,
  fileNameAndSizeProblem,
  formatBytes,
  hasPdfMagic,
  uploadProblem,
  type UploadedFile,
} from '../../core/engine/files';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import { checkField } from '../../core/engine/validation';

const field: FieldDeclaration = { source: 'contrato', type: 'file', label: 'Contrato', file: { accept: 'pdf' } };
const small: FieldDeclaration = { ...field, file: { accept: 'pdf', maxBytes: 2048 } };
const pdf = (size = 64) => new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...new Uint8Array(Math.max(0, size - 9))]);
const upload = (nombre: string, datos: Uint8Array): UploadedFile => ({ nombre, tipo: 'application/pdf', datos });

describe('magic bytes', () => {
  it('recognises %PDF- at the start only', () => {
    expect(hasPdfMagic(pdf())).toBe(true);
    expect(hasPdfMagic(new TextEncoder().encode('%PDF'))).toBe(false);
    expect(hasPdfMagic(new TextEncoder().encode(' %PDF-1.4'))).toBe(false);
    expect(hasPdfMagic(new TextEncoder().encode('%pdf-1.4'))).toBe(false);
    expect(hasPdfMagic(new Uint8Array())).toBe(false);
  });
});

describe('name and size', () => {
  it('wants a .pdf name (any case, spaces around ignored)', () => {
    expect(fileNameAndSizeProblem(field, 'Contrato.PDF', 10)).toBeNull();
    expect(fileNameAndSizeProblem(field, ' acta final.pdf ', 10)).toBeNull();
    expect(fileNameAndSizeProblem(field, 'notas.txt', 10)).toBe('Solo se permiten archivos PDF');
    expect(fileNameAndSizeProblem(field, 'pdf', 10)).toBe(FILE_MESSAGES.pdfOnly);
    expect(fileNameAndSizeProblem(field, 'truco.pdf.exe', 10)).toBe(FILE_MESSAGES.pdfOnly);
  });

  it('refuses an empty file and one over the field’s limit (5 MB by default)', () => {
    expect(fileMaxBytes(field)).toBe(FILE_MAX_BYTES);
    expect(FILE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(fileNameAndSizeProblem(field, 'a.pdf', 0)).toBe('El archivo está vacío');
    expect(fileNameAndSizeProblem(field, 'a.pdf', FILE_MAX_BYTES)).toBeNull();
    expect(fileNameAndSizeProblem(field, 'a.pdf', FILE_MAX_BYTES + 1)).toBe('El archivo supera el tamaño máximo de 5 MB');
    expect(fileNameAndSizeProblem(small, 'a.pdf', 2049)).toBe('El archivo supera el tamaño máximo de 2 KB');
  });

  it('states sizes the Spanish way', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(10 * 1024)).toBe('10 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});

describe('a whole upload', () => {
  it('needs the name, the size and the bytes to agree', () => {
    expect(uploadProblem(field, upload('a.pdf', pdf()))).toBeNull();
    expect(uploadProblem(field, upload('a.pdf', new TextEncoder().encode('no soy un PDF')))).toBe('El archivo no es un PDF válido');
    expect(uploadProblem(field, upload('a.txt', pdf()))).toBe(FILE_MESSAGES.pdfOnly);
    expect(uploadProblem(small, upload('a.pdf', pdf(4096)))).toBe(FILE_MESSAGES.tooBig(2048));
  });

  it('is what checkField accepts, besides a stored file’s description and a blank (no file)', () => {
    const file = upload('a.pdf', pdf());
    expect(checkField(field, file)).toEqual({ value: file });
    expect(checkField(field, upload('a.pdf', new Uint8Array([1, 2, 3])))).toEqual({ error: FILE_MESSAGES.notPdf });
    expect(checkField(field, { id: 4, nombre: 'a.pdf', tamano: 10 })).toEqual({ value: { id: 4, nombre: 'a.pdf', tamano: 10 } });
    expect(checkField(field, null)).toEqual({ value: null });
    expect(checkField({ ...field, required: true }, null)).toEqual({ error: 'Este campo es requerido' });
    expect(checkField(field, 'a.pdf')).toEqual({ error: 'Valor no permitido' });
    expect(checkField(field, { rawFile: {}, title: 'a.pdf' })).toEqual({ error: 'Valor no permitido' });
  });
});
