// Sends the rows in ONE request — all of them, or only the valid ones — and maps the answer back to
// input lines: lines written, or a batch refused line by line (nothing written). crear_masivo, or
// importar when the preview met records already there (with the versions it saw).
import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import { bulkRejectionOf } from '../../dataProvider/bulk';
import type { AppDataProvider } from '../../dataProvider/types';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { ImportLine, ImportMode } from '../../core/engine/bulkImport';
import { writeBody } from './importCheck';
import { createdMessage, leftOutLines, recordsOf, rejectedResults, rowsToSend } from './preview';
import type { LineResult, ValidatedRow } from './types';

export interface BulkOutcome {
  /** false: the server refused the batch and wrote nothing. */
  written: boolean;
  mensaje: string;
  /** The lines the server refused (none when written). */
  results: LineResult[];
}

export function useBulkSend(declaration: ResourceDeclaration) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Sends the valid rows through `write`, which answers the server's message; a refused batch marks its lines. */
  async function deliver(rows: ValidatedRow[], write: (sent: ValidatedRow[]) => Promise<string>): Promise<BulkOutcome | null> {
    const { rows: sent, problem } = rowsToSend(rows);
    if (problem) {
      setError(problem);
      return null;
    }
    let done: BulkOutcome | null = null;
    setSending(true);
    setError(null);
    try {
      const mensaje = await write(sent);
      done = { written: true, mensaje: createdMessage({ mensaje }, leftOutLines(rows)), results: [] };
      refresh(); // the list behind (or the next visit to it) shows the new records
    } catch (failure) {
      const rejection = bulkRejectionOf(failure);
      if (rejection) done = { written: false, ...rejectedResults(sent, rejection) };
      else setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
    setOutcome(done);
    return done;
  }

  /** crear_masivo with the valid rows (the preview offers it for every row only when none has errors). */
  const send = (rows: ValidatedRow[]) => deliver(rows, async (sent) => (await dataProvider.bulkCreate(declaration.name, recordsOf(sent))).mensaje);

  /** importar with the valid rows: existing records left alone or written over as the preview said, at the versions it saw. */
  const sendImport = (rows: ValidatedRow[], mode: ImportMode, columns: string[], byLine: Map<number, ImportLine>) =>
    deliver(rows, async (sent) => (await dataProvider.importRows(declaration.name, writeBody(sent, mode, columns, byLine).body)).mensaje);

  return { send, sendImport, sending, outcome, error };
}
