// Solicitud de avance (docs/domain/reports.md 'Reports'): the level changes REQUESTED in the range (the request's
// date in the school's time zone), finished or not, at the chosen sedes (the change's sede);
// ordered by request date, then student.
import type { LevelChangeRow, SedesRangeBody } from '../../core/school/reports/contract';
import type { Database } from '../db/database';
import { levelChangeBatches, levelChangeReport } from './levelChanges';
import type { ReportSedes } from './sedes';

export const advanceRequests = (db: Database, range: SedesRangeBody, sedes: ReportSedes, timeZone: string): Promise<LevelChangeRow[]> =>
  levelChangeReport(db, 'solicitud', range, sedes, timeZone);

export const advanceBatches = (db: Database, range: SedesRangeBody, sedes: ReportSedes, timeZone: string): AsyncGenerator<LevelChangeRow[]> =>
  levelChangeBatches(db, 'solicitud', range, sedes, timeZone);
