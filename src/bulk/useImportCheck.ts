// The preview's check of a file's lines against the records already there: run when the file can
// name existing records (an Id column, or the resource's document or code), again when the person
// switches between 'Omitir' and 'Actualizar'. A newer check wins over an older one still running.
import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ImportAnswer, ImportLine, ImportMode } from '../../core/engine/bulkImport';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { AppDataProvider } from '../../dataProvider/types';
import { canMatch, fileColumns, linesByInput, previewBody } from './importCheck';
import type { ValidatedRow } from './types';
import type { LoadedFile } from './useBulkRows';

export interface ImportCheck {
  /** Whether this load is checked at all (a file that can name existing records). */
  enabled: boolean;
  mode: ImportMode;
  setMode(mode: ImportMode): void;
  answer: ImportAnswer | null;
  /** The answer by the file's line. */
  byLine: Map<number, ImportLine>;
  columns: string[];
  checking: boolean;
  error: string | null;
  /** Checks again (after a write refused as stale). */
  recheck(): void;
}

export function useImportCheck(declaration: ResourceDeclaration, rows: ValidatedRow[], file: LoadedFile | null | undefined): ImportCheck {
  const dataProvider = useDataProvider<AppDataProvider>();
  const header = file?.header ?? null;
  const enabled = Boolean(file) && canMatch(declaration, header) && rows.some((row) => Object.keys(row.errors).length === 0);
  const columns = fileColumns(declaration, header);
  const [mode, setMode] = useState<ImportMode>('omitir');
  const [answer, setAnswer] = useState<{ value: ImportAnswer; byLine: Map<number, ImportLine> } | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const current = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const id = ++current.current;
    const { body, sent } = previewBody(rows, mode, columns);
    setChecking(true);
    setError(null);
    dataProvider
      .importRows(declaration.name, body)
      .then((value) => {
        if (current.current === id) setAnswer({ value, byLine: linesByInput(sent, value) });
      })
      .catch((failure: unknown) => {
        if (current.current !== id) return;
        setAnswer(null);
        setError(failure instanceof Error ? failure.message : String(failure));
      })
      .finally(() => {
        if (current.current === id) setChecking(false);
      });
    // Not on the rows or columns: they are the load's, and a new load mounts a new preview.
  }, [enabled, mode, round, dataProvider, declaration.name]);

  return {
    enabled,
    mode,
    setMode,
    answer: answer?.value ?? null,
    byLine: answer?.byLine ?? new Map(),
    columns,
    checking,
    error,
    recheck: () => setRound((n) => n + 1),
  };
}
