// Surveys on the server: the tipo names exactly one rated thing (./rules.ts), which must exist
// within the caller's sedes; the survey takes its sede, so every read of the list keeps the boundary.
import type { Session } from '../../server/auth/session';
import type { Database } from '../../server/db/database';
import type { WriteRow } from '../../server/crud/hooksTypes';
import { defineServerParts } from '../../server/crud/parts';
import { validationError } from '../../server/errors/apiError';
import { type StudentReach, studentReach } from '../../server/people/studentReach';
import type { Errors } from '../../core/engine/validation';
import { SURVEY_MESSAGES, surveyTarget, surveyTargetErrors } from './rules';
import schema from './schema';

const NOT_FOUND = { agendamientos: SURVEY_MESSAGES.bookingNotFound, tutorias: SURVEY_MESSAGES.sessionNotFound } as const;

/** The sede of each rated booking and session the rows name, by 'table:id' (one query per table); with `students`, of a student reached only. */
async function ratedSedes(db: Database, rows: readonly WriteRow[], students?: StudentReach): Promise<Map<string, number>> {
  const sedes = new Map<string, number>();
  for (const table of ['agendamientos', 'tutorias'] as const) {
    const ids = [...new Set(rows.flatMap((row) => {
      const target = surveyTarget(row);
      return target?.table === table ? [target.id] : [];
    }))];
    if (ids.length === 0) continue;
    const reached = students ? ` AND ${students.reachedSql(`${table}.estudiante_id`)}` : '';
    const found = await db.query<{ id: number; sede_id: number }>(`SELECT id, sede_id FROM ${table} WHERE id = ANY($1::integer[])${reached}`, [ids]);
    for (const { id, sede_id } of found) sedes.set(`${table}:${id}`, sede_id);
  }
  return sedes;
}

/** A rated thing beyond the caller's sedes, or of a student they do not reach, does not exist for them (as a record out of reach is 404). */
async function rowErrors(db: Database, rows: WriteRow[], session: Session): Promise<Map<number, Errors>> {
  const sedes = await ratedSedes(db, rows, studentReach(db, session));
  const errors = new Map<number, Errors>();
  rows.forEach((row, index) => {
    const own = surveyTargetErrors(row);
    const target = surveyTarget(row);
    if (Object.keys(own).length === 0 && target) {
      const sede = sedes.get(`${target.table}:${target.id}`);
      if (sede === undefined || (session.sedes !== null && !session.sedes.includes(sede))) own[target.field] = NOT_FOUND[target.table];
    }
    if (Object.keys(own).length > 0) errors.set(index, own);
  });
  return errors;
}

/** New rows take the rated thing's sede (read again in the write's transaction). */
async function beforeWrite(tx: Database, rows: WriteRow[], mode: 'create' | 'edit' | 'bulk'): Promise<void> {
  if (mode === 'edit') return;
  const sedes = await ratedSedes(tx, rows);
  for (const row of rows) {
    const target = surveyTarget(row);
    const sede = target ? sedes.get(`${target.table}:${target.id}`) : undefined;
    // Deleted since the check: refused like one that never existed.
    if (!target || sede === undefined) throw validationError({ [target?.field ?? 'tipo']: target ? NOT_FOUND[target.table] : SURVEY_MESSAGES.bookingMissing });
    row.sede_id = sede;
  }
}

export default defineServerParts(schema, { hooks: { rowErrors, beforeWrite } });
