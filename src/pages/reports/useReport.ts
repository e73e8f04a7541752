// Runs one report: its call through the dataProvider's named-call plumbing, so the app's processing
// overlay is on while it runs and a refusal (a 400's Spanish message) shows as the app's error. Keeps
// the body of the answer shown: 'Descargar' and a reload send that very body.
import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { REPORTS, type ReportKey } from '../../../core/school/reports/contract';

export interface ReportResult<Body, Answer> {
  body: Body;
  data: Answer;
}

export interface ReportRun<Body, Answer> {
  result: ReportResult<Body, Answer> | null;
  running: boolean;
  run(body: Body): Promise<void>;
  /** The last report again, with the same body (after an edit from the report). */
  reload(): Promise<void>;
}

export function useReport<Body, Answer>(key: ReportKey): ReportRun<Body, Answer> {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [result, setResult] = useState<ReportResult<Body, Answer> | null>(null);
  const [running, setRunning] = useState(false);
  const last = useRef<Body | null>(null);
  const run = useCallback(
    async (body: Body) => {
      setRunning(true);
      try {
        const data = await dataProvider.call<Answer>(REPORTS[key].path, body);
        last.current = body;
        setResult({ body, data });
      } catch (error) {
        // Already shown by the overlay (dataProvider.call); a report's failure is only logged here.
        console.warn(`${REPORTS[key].path}:`, error instanceof Error ? error.message : error);
      } finally {
        setRunning(false);
      }
    },
    [dataProvider, key],
  );
  const reload = useCallback(async () => {
    if (last.current !== null) await run(last.current);
  }, [run]);
  return { result, running, run, reload };
}
