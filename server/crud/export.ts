// <prefix>/exportar: every record of a list's filter and sort (all pages) as a CSV or .xlsx file,
// streamed (server/export/send.ts). The same sede boundary, scope and parent as the list: the rows
// come from the same scoped repository (exportBatches); the list's and the detail's codes both
// (core/engine/export/exportAccess.ts). The columns are what a person reads of the record — the
// detail's and the list's fields, by their labels, values as the app shows them — but a field with
// exportCodes only for their holders (SIET's data). Each export is one audit event (auditedExport.ts).
import { today } from '../../core/engine/clock';
import { type CellValue, type ExportColumn, exportFileName } from '../../core/engine/export/cells';
import { mayExportField } from '../../core/engine/export/exportAccess';
import { FIELD_TYPES } from '../../core/engine/fields';
import { lookupOf } from '../../core/engine/lookups';
import { type FieldDeclaration, ID_FIELD } from '../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { auditedBatches } from '../export/auditedExport';
import { sendExport } from '../export/send';
import { serviceUnder } from './nesting';
import type { Caller } from './operations';
import type { ResourceRecord } from './repository';
import type { ExportBody } from '../../core/engine/crudBodies';
import { toListQuery } from './schemas';
import { ident } from '../db/sql';
import type { ResourceService } from './writes';

/** A column that could hold a secret is never exported, whatever its declaration says. */
const SECRET = /(^|_)(password|contrasena|clave|secret|secreto|hash)(_|$)/i;

/** Every code (the default when no caller is named: the whole file). */
const ALL_CODES = { has: () => true };

/**
 * The fields an export shows: those of the detail page and the list, but no structured value (a type
 * without exportCell: a JSON list, an uploaded file, a group's permission tree) nor a secret, nor one
 * whose exportCodes the caller's `codes` lack.
 */
export function exportFields(decl: ResourceDeclaration, codes: { has(code: string): boolean } = ALL_CODES): FieldDeclaration[] {
  return decl.fields.filter(
    (f) =>
      FIELD_TYPES[f.type].exportCell !== undefined &&
      !SECRET.test(f.source) &&
      (f.inShow !== false || decl.list.columns.includes(f.source)) &&
      mayExportField(f, codes),
  );
}

/** A lookup's names by id (as text), read once per export: the whole option table, whatever the caller's sedes. */
async function lookupNames(db: Database, name: string): Promise<Map<string, string>> {
  const lookup = lookupOf(name);
  const rows = await db.query<{ id: string; name: string | null }>(
    `SELECT ${ident(lookup.id)}::text AS id, ${ident(lookup.name)}::text AS name FROM ${ident(lookup.table)}`,
  );
  return new Map(rows.map((row) => [row.id, row.name ?? row.id]));
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A value as the app shows it (names for ids, Sí/No, dates as date cells…: its type's exportCell); `names`: the field's options by id. */
function cellValue(field: FieldDeclaration, value: unknown, names: Map<string, string> | undefined, timeZone: string): CellValue {
  if (isEmpty(value)) return field.emptyText ?? null;
  return FIELD_TYPES[field.type].exportCell?.(field, value, { names, timeZone }) ?? null;
}

/** The file's columns: 'Id' first, then each exported field by its label; each lookup's names read once. */
export async function exportColumns(db: Database, fields: readonly FieldDeclaration[], timeZone: string): Promise<ExportColumn<ResourceRecord>[]> {
  const lookups = new Map<string, Map<string, string>>();
  for (const field of fields) {
    if (field.lookup && !lookups.has(field.lookup)) lookups.set(field.lookup, await lookupNames(db, field.lookup));
  }
  const columns: ExportColumn<ResourceRecord>[] = [{ header: ID_FIELD.label, value: (row) => row.id }];
  for (const field of fields) {
    const names = field.lookup ? lookups.get(field.lookup) : field.choices ? new Map(field.choices.map((c) => [String(c.id), c.name])) : undefined;
    const { source, shownWhen } = field;
    columns.push({
      header: field.label,
      // A field shown only while a switch is on (a topic's notification text) is blank while it is off, as on the detail.
      value: (row) => (shownWhen && row[shownWhen] !== true ? null : cellValue(field, row[source], names, timeZone)),
    });
  }
  return columns;
}

/** Answers the file of every record the caller's list would show for `body`'s filters and order. */
export async function exportRecords(service: ResourceService, caller: Caller, body: ExportBody, reply: FastifyReply): Promise<FastifyReply> {
  const { decl } = service;
  const query = { ...toListQuery(decl, body), today: today(service.clock) };
  const scoped = await serviceUnder(service, caller.session, caller.parentId);
  const fields = exportFields(decl, caller.session.permisos);
  const columns = await exportColumns(service.db, fields, service.clock.timeZone);
  // What the columns read: the fields, and the switches some of them are shown under.
  const sources = [...new Set(fields.flatMap((f) => (f.shownWhen ? [f.source, f.shownWhen] : [f.source])))];
  const fileName = exportFileName(decl.label.many, body.formato, today(service.clock));
  const withheld = exportFields(decl).filter((f) => !fields.includes(f)).map((f) => f.label);
  const batches = auditedBatches(scoped.service.repo.as(caller.session).exportBatches(query, sources), {
    db: service.db,
    log: reply.log,
    usuarioId: caller.session.userId,
    universo: decl.name,
    evento: `Exportación de ${decl.label.many}`,
    contenido: {
      recurso: decl.name,
      ...(caller.parentId !== undefined ? { padre: caller.parentId } : {}),
      filtro: body.filtros ?? {},
      orden: body.orden ?? null,
      formato: body.formato,
      archivo: fileName,
      columnas_omitidas: withheld,
    },
  });
  return sendExport(reply, { format: body.formato, fileName, sheetName: decl.label.many, columns, batches });
}
