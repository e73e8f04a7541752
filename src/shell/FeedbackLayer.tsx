import { ProcessingOverlay } from './ProcessingOverlay';
import { Toasts } from './Toasts';

/** The app-wide feedback (overlay + toasts); mounted by the layout and by the login page. */
export function FeedbackLayer() {
  return (
    <>
      <ProcessingOverlay />
      <Toasts />
    </>
  );
}
