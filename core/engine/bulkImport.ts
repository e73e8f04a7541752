// An import that may meet records already there (<recurso>/importar): its body and answer, shared by
// the server and the import dialog. A line matches an existing record by the resource's unique
// document or code when the file has that column (else by its Id); what happens to a matched line is
// the person's choice: 'omitir' (left as it is) or 'actualizar' (its file's columns written over the
// record, checked as editar checks them, version-checked against what the preview saw).
import { z } from 'zod';
import { isPlainObject } from './crudBodies';

/** The error key of a whole line's problem (not one field's), in the server's answers and the preview. */
export const ROW_ERROR_KEY = '_registro';

export const IMPORT_MODES = ['omitir', 'actualizar'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const IMPORT_MODE_LABELS: Record<ImportMode, string> = { omitir: 'Omitir', actualizar: 'Actualizar' };

/** Lines one call takes: as crear_masivo. */
export const MAX_IMPORT_ROWS = 50000;

export const importBodySchema = z
  .object({
    registros: z
      .array(z.custom<Record<string, unknown>>(isPlainObject, { error: 'Cada registro debe ser un objeto' }))
      .min(1, { error: 'Debe enviar al menos un registro' })
      .max(MAX_IMPORT_ROWS, { error: `Se permiten como máximo ${MAX_IMPORT_ROWS} registros por carga` }),
    si_existe: z.enum(IMPORT_MODES, { error: 'Debe ser omitir o actualizar' }),
    /** The bulk columns the file has: only these are written over an existing record (default: every bulk column). */
    columnas: z.array(z.string().max(64)).max(200).optional(),
    /** false (default): the preview, nothing written; true: the write, all or nothing. */
    confirmar: z.boolean({ error: 'Debe ser verdadero o falso' }).optional(),
    /** Line (1-based) → the version of its record the preview saw: a record changed since is a conflict. */
    versiones: z.record(z.string().regex(/^\d{1,6}$/, { error: 'Debe ser un número de fila' }), z.number().int().min(0).max(2147483647)).optional(),
  })
  .strict();

export type ImportBody = z.input<typeof importBodySchema>;

/** What happens to a line: created, written over its record, already equal, or left alone. */
export type ImportAction = 'nuevo' | 'cambia' | 'igual' | 'omitido';

export interface ImportLine {
  /** 1-based position in `registros`. */
  fila: number;
  accion: ImportAction;
  /** The matched record's id and version (cambia, igual, omitido). */
  id?: number;
  version?: number;
  /** The labels of the fields a 'cambia' line changes. */
  cambios?: string[];
  /** Why the line cannot be written (the preview only; the write refuses the whole batch). */
  errores?: Record<string, string>;
}

export interface ImportAnswer {
  mensaje: string;
  nuevos: number;
  cambian: number;
  iguales: number;
  omitidos: number;
  con_errores: number;
  filas: ImportLine[];
}

export const IMPORT_MESSAGES = {
  stale: (fila: number) => `El registro de la fila ${fila} cambió desde la vista previa: vuelva a cargar el archivo.`,
  noEditCode: 'No tiene permiso para actualizar registros: elija «Omitir».',
  idOfAnother: 'El Id corresponde a otro registro que el de su documento o código',
  preview: (answer: Pick<ImportAnswer, 'nuevos' | 'cambian' | 'iguales' | 'omitidos' | 'con_errores'>) =>
    [
      `Nuevos: ${answer.nuevos}`,
      `Con cambios: ${answer.cambian}`,
      `Sin cambios: ${answer.iguales}`,
      `Existentes omitidos: ${answer.omitidos}`,
      `Con errores: ${answer.con_errores}`,
    ].join(' · '),
  done: (creados: number, actualizados: number) => {
    const created = creados === 1 ? 'Se creó 1 registro' : `Se crearon ${creados} registros`;
    const updated = actualizados === 1 ? 'se actualizó 1' : `se actualizaron ${actualizados}`;
    return `${created} y ${updated}.`;
  },
} as const;
