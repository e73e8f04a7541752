// SIET (docs/domain/reports.md 'Reports'): the level changes finished (finalizado) whose advance date falls in the
// range, at the chosen sedes (the change's sede); ordered by advance date, then student.
import type { LevelChangeRow, SedesRangeBody } from '../../core/school/reports/contract';
import type { Database } from '../db/database';
import { levelChangeBatches, levelChangeReport } from './levelChanges';
import type { ReportSedes } from './sedes';

export const siet = (db: Database, range: SedesRangeBody, sedes: ReportSedes, timeZone: string): Promise<LevelChangeRow[]> =>
  levelChangeReport(db, 'avance', range, sedes, timeZone);

export const sietBatches = (db: Database, range: SedesRangeBody, sedes: ReportSedes, timeZone: string): AsyncGenerator<LevelChangeRow[]> =>
  levelChangeBatches(db, 'avance', range, sedes, timeZone);
