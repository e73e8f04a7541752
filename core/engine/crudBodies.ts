// The generic endpoints' bodies and answers (<prefix>/lista, exportar, buscar, detalle) as both sides
// read them: the server validates requests with these schemas, the data provider builds its bodies
// typed by them and reads the list's answer with its schema (a test parses what it builds with them).
import { z } from 'zod';
import { LIST_EXPORT_FORMATS, EXPORT_MESSAGES } from './export/cells';
import { idValue } from './ids';
import { listSortFields } from './listFields';
import type { ResourceDeclaration } from './declaration/resource';

/** A page's most rows (lista's por_pagina, the REST face's range). */
export const MAX_PER_PAGE = 1000;
const MAX_PAGE = 1_000_000;

/** A JSON object: not an array, not null (a body, a filter set, an answer). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const filtersObject = z.custom<Record<string, unknown>>(isPlainObject, { error: 'Debe ser un objeto' });

/** <prefix>/lista: a page of the declared sort fields' order, under filters (checked by the server's toListQuery). */
export function listBodySchema(decl: ResourceDeclaration) {
  const campos = listSortFields(decl);
  return z
    .object({
      pagina: z.number().int().min(1).max(MAX_PAGE).optional(),
      por_pagina: z.number().int().min(1).max(MAX_PER_PAGE).optional(),
      orden: z.object({ campo: z.enum(campos), direccion: z.enum(['ASC', 'DESC']) }).strict().optional(),
      filtros: filtersObject.optional(),
    })
    .strict();
}

/** What a client sends to lista. */
export type ListBody = z.input<ReturnType<typeof listBodySchema>>;

/** `formato` required, one of the list's formats; a message that names them. */
const formatSchema = z.enum(LIST_EXPORT_FORMATS, {
  error: (issue) => (issue.input === undefined ? EXPORT_MESSAGES.required : EXPORT_MESSAGES.listFormat),
});

/** <prefix>/exportar: the list's body without its page ({filtros?, orden?}) plus `formato`; nothing else. */
export function exportBodySchema(decl: ResourceDeclaration) {
  return listBodySchema(decl).omit({ pagina: true, por_pagina: true }).extend({ formato: formatSchema }).strict();
}

export type ExportBody = z.input<ReturnType<typeof exportBodySchema>>;

/** <prefix>/buscar's words (the declaration's named filters extend it on the server). */
export const searchBodySchema = z.object({ texto: z.string().max(200) }).strict();

/** <prefix>/detalle (and the other one-record reads): the record's id. */
export const detailBodySchema = z.object({ id: idValue() }).strict();

/** The most records one <prefix>/eliminar_seleccion removes (a list page's largest choice, 100). */
export const MAX_SELECTION = 100;

/** <prefix>/eliminar_seleccion: the selected rows' ids, each once; all removed or none. */
export const selectionBodySchema = z
  .object({
    ids: z
      .array(idValue())
      .min(1, { error: 'Seleccione al menos un registro' })
      .max(MAX_SELECTION, { error: `Se pueden eliminar a lo sumo ${MAX_SELECTION} registros a la vez` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Un registro aparece dos veces en la selección' }),
  })
  .strict();

export type SelectionBody = z.input<typeof selectionBodySchema>;

/**
 * A record of an answer, checked as an object and kept as it came: z.record would copy each one key
 * by key (about 8 ms of the browser's main thread for a page of 1,000 students).
 */
const answerRecord = z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

/** lista's answer: a page of records and the total under the filters. */
export const listAnswerSchema = z.object({ datos: z.array(answerRecord), total: z.number().int().min(0) });

export type ListAnswer = z.output<typeof listAnswerSchema>;
