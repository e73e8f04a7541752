// The six reports of #/reportes (docs/domain/reports.md 'Reports'): each a call answering JSON and its download
// `<path>/exportar` answering a file, both under the report's code and within the caller's sedes;
// each download one audit event (server/export/auditedExport.ts: who, the report, its body, rows, format).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ACTIVITY_COLUMNS, ADVANCE_COLUMNS, CONSUMPTION_FILE_COLUMNS, OCCUPANCY_FILE_COLUMNS, type ReportColumn, SIET_COLUMNS, SURVEY_COLUMNS,
} from '../../core/school/reports/columns';
import { exportPathOf, REPORT_BODIES, REPORT_EXPORT_BODIES, REPORTS, type ReportFormat, type ReportKey } from '../../core/school/reports/contract';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';
import { auditedBatches } from '../export/auditedExport';
import { sendExport } from '../export/send';
import { defineEndpoint } from '../http/endpoint';
import type { RouteDeps } from '../http/routeDeps';
import { activity, activityLines } from './actividad';
import { consumption, consumptionLines } from './consumo';
import { surveyBatches, surveys } from './encuesta';
import { ADVANCE_DAYS, CONSUMPTION_DAYS, keepsTextDates, OCCUPANCY_DAYS, type ReportDays, SIET_DAYS, SURVEY_DAYS, withDays } from './fileColumns';
import { type DatedBody, reportFile } from './files';
import { occupancy, occupancyLines } from './ocupacion';
import { chosenSedes, visibleSedes } from './sedes';
import { siet, sietBatches } from './siet';
import { advanceBatches, advanceRequests } from './solicitudAvance';

interface ReportCall {
  db: Database;
  session: Session;
  /** The school's time zone (a request's date is the day it was made there). */
  timeZone: string;
}

interface ReportSpec<S extends z.ZodType, E extends z.ZodType<DatedBody & { formato: ReportFormat }>, Line> {
  key: ReportKey;
  body: S;
  exportBody: E;
  answer: (call: ReportCall, body: z.output<S>) => Promise<unknown>;
  /** The download's rows, batch by batch. */
  lines: (call: ReportCall, body: z.output<E>) => AsyncIterable<readonly Line[]>;
  columns: readonly ReportColumn<Line>[];
  /** The columns whose days the file writes as date cells (fileColumns.ts). */
  days?: ReportDays<Line>;
}

function defineReport<S extends z.ZodType, E extends z.ZodType<DatedBody & { formato: ReportFormat }>, Line>(
  app: FastifyInstance,
  { db, clock }: RouteDeps,
  spec: ReportSpec<S, E, Line>,
): void {
  const { path, code } = REPORTS[spec.key];
  const call = (session: Session): ReportCall => ({ db, session, timeZone: clock.timeZone });
  // Built once, here: a header named in `days` that the report lacks stops the start.
  const fileColumns = spec.days ? withDays(spec.columns, spec.days) : spec.columns;
  defineEndpoint(app, {
    path,
    permission: code,
    body: spec.body,
    handler: ({ body, session }) => spec.answer(call(session), body),
  });
  defineEndpoint(app, {
    path: exportPathOf(spec.key),
    permission: code,
    body: spec.exportBody,
    auditsRead: true,
    handler: ({ body, session, reply }) => {
      app.exportSlots.enter(session.userId, reply);
      const format: ReportFormat = body.formato;
      const { fileName, sheetName } = reportFile(spec.key, body, format);
      const columns = keepsTextDates(spec.key, format) ? spec.columns : fileColumns;
      // What was asked of the report (its dates, sedes, type): the body but its format.
      const filtro = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'formato'));
      const batches = auditedBatches(spec.lines(call(session), body), {
        db,
        log: reply.log,
        usuarioId: session.userId,
        universo: 'reportes',
        evento: `Exportación del reporte ${REPORTS[spec.key].title}`,
        contenido: { reporte: spec.key, filtro, formato: format, archivo: fileName },
      });
      return sendExport(reply, { format, fileName, sheetName, columns, batches });
    },
  });
}

export function registerReportEndpoints(app: FastifyInstance, deps: RouteDeps): void {
  defineReport(app, deps, {
    key: 'ocupacion',
    body: REPORT_BODIES.ocupacion,
    exportBody: REPORT_EXPORT_BODIES.ocupacion,
    answer: ({ db, session }, body) => occupancy(db, body, visibleSedes(session)),
    lines: ({ db, session }, body) => occupancyLines(db, body, visibleSedes(session)),
    columns: OCCUPANCY_FILE_COLUMNS,
    days: OCCUPANCY_DAYS,
  });
  defineReport(app, deps, {
    key: 'actividad',
    body: REPORT_BODIES.actividad,
    exportBody: REPORT_EXPORT_BODIES.actividad,
    answer: ({ db, session }, body) => activity(db, body, visibleSedes(session)),
    lines: ({ db, session }, body) => activityLines(db, body, visibleSedes(session)),
    columns: ACTIVITY_COLUMNS,
  });
  defineReport(app, deps, {
    key: 'consumo',
    body: REPORT_BODIES.consumo,
    exportBody: REPORT_EXPORT_BODIES.consumo,
    answer: ({ db, session }, body) => consumption(db, body, visibleSedes(session)),
    lines: ({ db, session }, body) => consumptionLines(db, body, visibleSedes(session)),
    columns: CONSUMPTION_FILE_COLUMNS,
    days: CONSUMPTION_DAYS,
  });
  defineReport(app, deps, {
    key: 'siet',
    body: REPORT_BODIES.siet,
    exportBody: REPORT_EXPORT_BODIES.siet,
    answer: ({ db, session, timeZone }, body) => siet(db, body, chosenSedes(session, body.sedes), timeZone),
    lines: ({ db, session, timeZone }, body) => sietBatches(db, body, chosenSedes(session, body.sedes), timeZone),
    columns: SIET_COLUMNS,
    days: SIET_DAYS,
  });
  defineReport(app, deps, {
    key: 'solicitudAvance',
    body: REPORT_BODIES.solicitudAvance,
    exportBody: REPORT_EXPORT_BODIES.solicitudAvance,
    answer: ({ db, session, timeZone }, body) => advanceRequests(db, body, chosenSedes(session, body.sedes), timeZone),
    lines: ({ db, session, timeZone }, body) => advanceBatches(db, body, chosenSedes(session, body.sedes), timeZone),
    columns: ADVANCE_COLUMNS,
    days: ADVANCE_DAYS,
  });
  defineReport(app, deps, {
    key: 'encuesta',
    body: REPORT_BODIES.encuesta,
    exportBody: REPORT_EXPORT_BODIES.encuesta,
    answer: ({ db, session }, body) => surveys(db, body, chosenSedes(session, body.sedes)),
    lines: ({ db, session }, body) => surveyBatches(db, body, chosenSedes(session, body.sedes)),
    columns: SURVEY_COLUMNS,
    days: SURVEY_DAYS,
  });
}
