// Sends the valid rows in ONE crear_masivo request and maps the answer back to input lines.
import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/types';
import type { ResourceDeclaration } from '../../resources/types';
import { mapResults, recordsOf, rowsToSend } from './preview';
import type { LineResult, ValidatedRow } from './types';

export interface BulkOutcome {
  mensaje: string;
  results: LineResult[];
}

export function useBulkSend(declaration: ResourceDeclaration) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(rows: ValidatedRow[]): Promise<void> {
    const { rows: sent, problem } = rowsToSend(rows);
    if (problem) {
      setError(problem);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const result = await dataProvider.bulkCreate(declaration.name, recordsOf(sent));
      setOutcome({ mensaje: result.mensaje, results: mapResults(sent, result) });
      refresh(); // the list behind (or the next visit to it) shows the new records
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  }

  return { send, sending, outcome, error };
}
