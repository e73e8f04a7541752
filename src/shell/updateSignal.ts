// A waiting service worker, said to whoever shows the 'nueva versión' prompt (AppLayout): the
// worker's registration (serviceWorker.ts, loaded apart) publishes here, the layout subscribes; kept
// free of the registration's code so the login page's bundle only carries this.

/** Activates the waiting version (the page reloads once it takes over). */
export type ActivateUpdate = () => void;

type Listener = (activate: ActivateUpdate) => void;

const listeners = new Set<Listener>();
let waiting: ActivateUpdate | null = null;

/** Called by the registration when a new worker waits; a listener added later still hears of it. */
export function announceUpdate(activate: ActivateUpdate): void {
  waiting = activate;
  for (const listener of listeners) listener(activate);
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  if (waiting) listener(waiting);
  return () => {
    listeners.delete(listener);
  };
}
