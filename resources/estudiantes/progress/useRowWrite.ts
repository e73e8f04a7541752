// Sends one write of a progress row (a progreso/… call): the overlay and the server's mensaje as a
// toast come from dataProvider.call (a refusal also reaches the overlay); besides, the answer or
// the refusal stays beside its row for 3 s (ROW_MESSAGE_MS), and the page's data is read again
// either way.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { ROW_MESSAGE_MS } from './progressView';

export interface RowMessage {
  severity: 'success' | 'error';
  text: string;
}

/** run(path, body) resolves once done; rejects after showing the refusal (a dialog then stays open). */
export function useRowWrite(onChanged: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [message, setMessage] = useState<RowMessage | null>(null);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: RowMessage) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), ROW_MESSAGE_MS);
  }, []);

  const run = useCallback(
    async (path: string, body: Record<string, unknown>): Promise<void> => {
      setSending(true);
      try {
        const answer = await dataProvider.call<{ mensaje?: unknown } | null>(path, body);
        const mensaje = answer?.mensaje;
        show({ severity: 'success', text: typeof mensaje === 'string' && mensaje.trim() !== '' ? mensaje : 'Proceso exitoso' });
      } catch (error) {
        show({ severity: 'error', text: error instanceof Error && error.message ? error.message : String(error) });
        throw error;
      } finally {
        setSending(false);
        onChanged();
      }
    },
    [dataProvider, onChanged, show],
  );
  return { run, message, sending };
}
