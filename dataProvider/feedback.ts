// App-wide feedback outside React's tree, below both providers: the dataProvider and the
// authProvider report here (busy calls, stored warnings/errors, server 'mensaje' toasts) and the
// shell's overlay and toasts render it (src/shell/feedback.ts: the React hook).

export const WARNING_MS = 2000;
export const ERROR_MS = 3000;
export const TOAST_MS = 5000;

export interface StoredMessage {
  kind: 'warning' | 'error';
  text: string;
}

export interface Toast {
  id: number;
  title: string;
  text: string;
}

export interface FeedbackState {
  /** Write or action calls in flight: the 'Procesando...' overlay shows while > 0. */
  pending: number;
  /** The last warning or error, shown by the overlay for WARNING_MS / ERROR_MS. */
  message: StoredMessage | null;
  toasts: Toast[];
}

let state: FeedbackState = { pending: 0, message: null, toasts: [] };
const listeners = new Set<() => void>();
let messageTimer: ReturnType<typeof setTimeout> | undefined;
let nextToastId = 1;

function set(next: Partial<FeedbackState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const feedback = {
  get: (): FeedbackState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Marks a call as running until the returned promise settles. */
  async track<T>(work: Promise<T>): Promise<T> {
    set({ pending: state.pending + 1 });
    try {
      return await work;
    } finally {
      set({ pending: Math.max(0, state.pending - 1) });
    }
  },
  warn(text: string): void {
    showMessage({ kind: 'warning', text }, WARNING_MS);
  },
  error(text: string): void {
    showMessage({ kind: 'error', text }, ERROR_MS);
  },
  clearMessage(): void {
    clearTimeout(messageTimer);
    set({ message: null });
  },
  /** A server 'mensaje': toast titled 'Proceso exitoso', hidden after TOAST_MS. */
  success(text: string, title = 'Proceso exitoso'): void {
    const toast = { id: nextToastId++, title, text };
    set({ toasts: [...state.toasts, toast] });
    setTimeout(() => feedback.dismiss(toast.id), TOAST_MS);
  },
  dismiss(id: number): void {
    set({ toasts: state.toasts.filter((t) => t.id !== id) });
  },
  /** Tests only: back to the initial state. */
  reset(): void {
    clearTimeout(messageTimer);
    state = { pending: 0, message: null, toasts: [] };
    listeners.forEach((listener) => listener());
  },
};

function showMessage(message: StoredMessage, ms: number): void {
  clearTimeout(messageTimer);
  set({ message });
  messageTimer = setTimeout(() => set({ message: null }), ms);
}
