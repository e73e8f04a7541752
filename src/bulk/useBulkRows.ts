// State of one bulk load: read (the text area, or a file) → load the reference options → validate,
// with progress. A newer load wins over an older one still running. A file is kept with how it was
// read, so the person can read it again with another encoding or separator.
import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/types';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { useParentLink } from '../shell/useParentLink';
import { loadReferences } from './loadReferences';
import { parseBulkText } from './parseBulkText';
import { parseImportFile } from './parseImportFile';
import type { ReadOptions, TableSource } from './read/readRules';
import { BULK_MESSAGES, type FileHeader, type ParsedInput, type ProgressListener, type ValidatedRow } from './types';
import { validateRows } from './validateRows';

export interface BulkProgress {
  label: string;
  fraction: number;
}

export interface BulkRowsState {
  rows: ValidatedRow[] | null;
  /** Blank lines skipped between the records (shown, so the counts add up). */
  blankLines: number;
  /** Changes with every load, to reset the preview. */
  loadId: number;
  progress: BulkProgress | null;
  error: string | null;
  /** The loaded file: its name, how it was read and its header; null for the text area. */
  file: LoadedFile | null;
  loadText(text: string): Promise<void>;
  /** Reads a file; `options` (the preview's encoding and separator) override what the bytes say. */
  loadFile(file: File, options?: ReadOptions): Promise<void>;
}

export interface LoadedFile {
  file: File;
  source: TableSource;
  header: FileHeader | null;
}

export function useBulkRows(declaration: ResourceDeclaration): BulkRowsState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [rows, setRows] = useState<ValidatedRow[] | null>(null);
  const [blankLines, setBlankLines] = useState(0);
  const [loadId, setLoadId] = useState(0);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<LoadedFile | null>(null);
  const current = useRef(0);
  const parent = useParentLink(declaration);
  const parentField = parent?.field;
  const parentId = parent?.parentId;

  const load = useCallback(
    async (read: (onProgress: ProgressListener) => Promise<ParsedInput>, loaded?: (parsed: ParsedInput) => LoadedFile) => {
      const id = ++current.current;
      const report = (label: string) => (fraction: number) => {
        if (current.current === id) setProgress({ label, fraction });
      };
      setError(null);
      setRows(null);
      try {
        const [parsed, references] = await Promise.all([read(report('Leyendo registros…')), loadReferences(dataProvider, declaration)]);
        if (parsed.rows.length === 0) throw new Error(BULK_MESSAGES.empty);
        // A child's lines (#/curso/7/logros/masivo) hold no parent column: each belongs to the page's parent.
        if (parentField && parentId !== undefined) for (const row of parsed.rows) row.values[parentField] = String(parentId);
        const validated = await validateRows(parsed.rows, declaration, { references, onProgress: report('Validando registros…') });
        if (current.current !== id) return;
        setRows(validated);
        setBlankLines(parsed.blankLines);
        setFile(loaded ? loaded(parsed) : null);
        setLoadId(id);
      } catch (failure) {
        if (current.current === id) setError(failure instanceof Error ? failure.message : BULK_MESSAGES.unreadable);
      } finally {
        if (current.current === id) setProgress(null);
      }
    },
    [dataProvider, declaration, parentField, parentId],
  );

  const loadText = useCallback(
    (text: string) => load(async () => parseBulkText(text, declaration)),
    [load, declaration],
  );
  const loadFile = useCallback(
    (chosen: File, options?: ReadOptions) => {
      let source: TableSource | undefined;
      return load(
        async (onProgress) => {
          const parsed = await parseImportFile(chosen, declaration, options, onProgress);
          source = parsed.source;
          return parsed;
        },
        (parsed) => ({ file: chosen, source: source!, header: parsed.header ?? null }),
      );
    },
    [load, declaration],
  );

  return { rows, blankLines, loadId, progress, error, file, loadText, loadFile };
}
