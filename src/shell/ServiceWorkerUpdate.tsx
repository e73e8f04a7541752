// The 'nueva versión' prompt for a waiting service worker (updateSignal.ts): the same notification
// as the polling check (AppLayout), whose 'Actualizar ahora' activates the waiting version instead
// of a plain reload.
import type { ReactElement } from 'react';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { onUpdateWaiting } from './updateSignal';

export function ServiceWorkerUpdate({ notification }: { notification: (activate: () => void) => ReactElement }) {
  const notify = useNotify();
  useEffect(() => onUpdateWaiting((activate) => notify(notification(activate), { type: 'info', autoHideDuration: null })), [notify, notification]);
  return null;
}
