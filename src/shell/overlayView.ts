// What the blocking overlay shows for a feedback state: open while calls run or a message is stored;
// the stored warning/error text wins over the spinner's 'Procesando...'.
import type { FeedbackState, StoredMessage } from './feedback';

export const PROCESSING_TEXT = 'Procesando...';

export interface OverlayView {
  open: boolean;
  busy: boolean;
  message: StoredMessage | null;
}

export function overlayView(state: FeedbackState): OverlayView {
  const busy = state.pending > 0;
  return { open: busy || state.message !== null, busy, message: state.message };
}
