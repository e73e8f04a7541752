// Which sedes a report covers (docs/domain/reports.md 'Reports'): always within the caller's; SIET, Solicitud de
// avance and Encuesta may name some (choosing them needs 2E3F932E), the others cover every
// sede the caller sees. The boundary is applied in SQL by sedeClause, never to rows afterwards.
import { CHOOSE_SEDES_CODE, REPORT_MESSAGES } from '../../core/school/reports/contract';
import type { Session } from '../auth/session';
import type { SqlParams } from '../db/sql';
import { validationError } from '../errors/apiError';

/** The sedes a report covers; null = every sede. */
export type ReportSedes = readonly number[] | null;

/** Every sede the caller may see (their permitted list; null when it restricts nothing). */
export const visibleSedes = (session: Session): ReportSedes => session.sedes;

/**
 * The sedes a report with a `sedes` choice covers. With 2E3F932E: the caller's visible sedes, or
 * those named among them. Without it: the caller's own sedes (their permitted list, else the sede
 * they work at), or those named among them. A named sede outside is a 400, not a silent drop.
 */
export function chosenSedes(session: Session, requested: readonly number[] | undefined): ReportSedes {
  const allowed = session.permisos.has(CHOOSE_SEDES_CODE) ? session.sedes : (session.sedes ?? (session.sedeId === null ? [] : [session.sedeId]));
  if (!requested || requested.length === 0) return allowed;
  if (allowed && requested.some((sede) => !allowed.includes(sede))) throw validationError({ sedes: REPORT_MESSAGES.sede });
  return [...new Set(requested)];
}

/** The SQL condition keeping `column` (a qualified column written in code, never from a body) within `sedes`. */
export function sedeClause(column: string, sedes: ReportSedes, params: SqlParams): string {
  return sedes === null ? 'true' : `${column} = ANY(${params.add([...sedes])}::integer[])`;
}
