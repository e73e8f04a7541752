// One download at a time from a button: idle → downloading (bytes received) → idle, or error with the
// server's Spanish message, also shown as a notification. A cancelled request is not an error.
import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider, DownloadRequest, ExportParams } from '../../../dataProvider/types';
import { EXPORT_MESSAGES } from './formats';

export type ExportState = { status: 'idle' } | { status: 'downloading'; bytes: number } | { status: 'error'; message: string };

type Start = (onProgress: (bytes: number) => void) => Promise<unknown>;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : EXPORT_MESSAGES.failed;
}

export function useExportDownload() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  // A second click while the first file is on its way starts nothing (the state lags a render behind).
  const busy = useRef(false);

  const run = useCallback(
    async (start: Start) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'downloading', bytes: 0 });
      try {
        await start((bytes) => setState({ status: 'downloading', bytes }));
        setState({ status: 'idle' });
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') {
          setState({ status: 'idle' });
          return;
        }
        const message = messageOf(error);
        setState({ status: 'error', message });
        notify(message, { type: 'error', messageArgs: { _: message } }); // a text, not an i18n key
      } finally {
        busy.current = false;
      }
    },
    [notify],
  );

  /** A list's file: <prefix>/exportar with its filter and sort. */
  const exportList = useCallback(
    (resource: string, params: Omit<ExportParams, 'onProgress'>) => run((onProgress) => dataProvider.exportar(resource, { ...params, onProgress })),
    [dataProvider, run],
  );

  /** Any streamed file, e.g. a report's reportes/<name>/exportar. */
  const download = useCallback(
    (request: Omit<DownloadRequest, 'onProgress'>) => run((onProgress) => dataProvider.downloadExport({ ...request, onProgress })),
    [dataProvider, run],
  );

  return { state, exportList, download };
}
