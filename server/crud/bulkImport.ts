// <recurso>/importar: a file's lines that may meet records already there (core/engine/bulkImport.ts). The
// preview (confirmar false) sorts every line — new, changes its record, already equal, left alone, or
// refused with why — and writes nothing. The write (confirmar true) sorts them again inside one
// transaction, the matched records locked: a refused line refuses the batch (400, every bad line
// named, as crear_masivo does), a record whose version is not the one the preview saw is a conflict
// (409); otherwise the new records are inserted (one crear_masivo event) and each changed record is
// updated, its version bumped, with its own editar event. All or nothing.
import { IMPORT_MESSAGES, type ImportAnswer, type ImportLine, importBodySchema } from '../../core/engine/bulkImport';
import type { z } from 'zod';
import { BULK_TEXTS } from '../../core/engine/bulkMessages';
import { fieldOf } from '../../core/engine/declaration/resource';
import { changesBetween, recordEvent } from '../audit/events';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { ApiError, conflict, validationError } from '../errors/apiError';
import { refreshAfterLoad } from './bulk';
import { bulkRowsError, bulkWriteFailure } from './bulkErrors';
import { type ClassifiedLine, classifyLines, hasErrors } from './importMatch';
import type { ResourceService } from './writes';

type ImportBody = z.output<typeof importBodySchema>;

/** The file's bulk columns: those named (unknown ones refused), else every bulk column. */
function fileColumns(service: ResourceService, named: readonly string[] | undefined): string[] {
  const bulk = service.decl.bulk?.columns ?? [];
  if (named === undefined) return [...bulk];
  const unknown = named.filter((column) => !bulk.includes(column));
  if (unknown.length > 0) throw validationError({ columnas: `Columnas que no se importan: ${unknown.slice(0, 5).join(', ')}` });
  return bulk.filter((column) => named.includes(column));
}

function lineOf(service: ResourceService, line: ClassifiedLine, index: number): ImportLine {
  const answer: ImportLine = { fila: index + 1, accion: line.accion };
  if (line.record) Object.assign(answer, { id: line.record.id, version: line.record.version });
  if (line.accion === 'cambia' && !hasErrors(line)) answer.cambios = Object.keys(line.values).map((source) => fieldOf(service.decl, source).label);
  if (hasErrors(line)) answer.errores = line.errors;
  return answer;
}

function answerOf(service: ResourceService, lines: ClassifiedLine[], mensaje?: string): ImportAnswer {
  const count = (accion: ClassifiedLine['accion']) => lines.filter((line) => line.accion === accion && !hasErrors(line)).length;
  const counts = { nuevos: count('nuevo'), cambian: count('cambia'), iguales: count('igual'), omitidos: count('omitido'), con_errores: lines.filter(hasErrors).length };
  return { mensaje: mensaje ?? IMPORT_MESSAGES.preview(counts), ...counts, filas: lines.map((line, index) => lineOf(service, line, index)) };
}

/** The write, inside its transaction: versions, then inserts, then updates, each audited. */
async function writeLines(service: ResourceService, lines: ClassifiedLine[], body: ImportBody, session: Session, tx: Database): Promise<void> {
  lines.forEach((line, index) => {
    const seen = body.versiones?.[String(index + 1)];
    if (line.record && line.accion !== 'omitido' && seen !== undefined && seen !== line.record.version) throw conflict(undefined, IMPORT_MESSAGES.stale(index + 1));
  });
  const fresh = lines.filter((line) => line.accion === 'nuevo').map((line) => line.values);
  if (fresh.length > 0) {
    await service.hooks.beforeWrite?.(tx, fresh, 'bulk');
    const ids = await service.repo.insertMany(fresh, tx);
    await service.hooks.afterInsert?.(tx, fresh, ids);
    await recordEvent(tx, { universo: service.decl.name, tipo: 'crear_masivo', evento: BULK_TEXTS.created(ids.length), contenido: { ids }, usuarioId: session.userId });
  }
  for (const line of lines.filter((l) => l.accion === 'cambia' && l.record)) {
    const record = line.record!;
    await service.hooks.beforeWrite?.(tx, [line.values], 'edit');
    await service.repo.update(record.id, line.values, tx);
    const updated = await service.repo.find(record.id, tx);
    await recordEvent(tx, {
      universo: service.decl.name,
      tipo: 'editar',
      evento: service.decl.messages.updated,
      contenido: { cambios: changesBetween(record, updated ?? record), importacion: true },
      usuarioId: session.userId,
      registroId: record.id,
    });
  }
}

export async function importLines(service: ResourceService, body: ImportBody, session: Session): Promise<ImportAnswer> {
  const edit = service.decl.permissions.edit;
  if (body.si_existe === 'actualizar' && (!edit || !session.permisos.has(edit))) throw new ApiError(403, 'Forbidden', IMPORT_MESSAGES.noEditCode);
  const columns = fileColumns(service, body.columnas);
  const options = { mode: body.si_existe, columns, lock: false };
  if (!body.confirmar) return answerOf(service, await classifyLines(service, body.registros, session, service.db, options));
  let lines: ClassifiedLine[] = [];
  try {
    await service.db.transaction(async (tx) => {
      lines = await classifyLines(service, body.registros, session, tx, { ...options, lock: true });
      const refused = new Map(lines.flatMap((line, index) => (hasErrors(line) ? [[index, line.errors!] as const] : [])));
      if (refused.size > 0) throw bulkRowsError(refused);
      await writeLines(service, lines, body, session, tx);
    });
  } catch (error) {
    // A unique value another write took meanwhile is named on its line (the lines' values as written).
    throw bulkWriteFailure(error, lines.map((line) => line.values));
  }
  const answer = answerOf(service, lines);
  // A big file is a big load: the planner's statistics (and, on PGlite, the vacuum) as after crear_masivo.
  await refreshAfterLoad(service, answer.nuevos + answer.cambian);
  return { ...answer, mensaje: IMPORT_MESSAGES.done(answer.nuevos, answer.cambian) };
}
