// Write calls run under the 'Procesando...' overlay and leave their failure in the feedback store.
import { feedback } from './feedback';
import { fieldErrorsOf, isAbortError, MESSAGES, statusOf } from './errors';

/**
 * A failed write's message goes to the overlay, except a 401 (the authProvider logs out and says
 * so) and, for form verbs, 400/409 field errors (react-admin puts them on the form's fields).
 */
export function reportWriteError(error: unknown, formErrors: boolean): void {
  const status = statusOf(error);
  if (isAbortError(error) || status === 401) return;
  if (formErrors && (status === 400 || status === 409) && fieldErrorsOf(error)) return;
  feedback.error(error instanceof Error && error.message ? error.message : MESSAGES.server);
}

/** Runs `work` tracked by the overlay; `formErrors` = the caller is a react-admin form verb. */
export async function write<T>(work: () => Promise<T>, formErrors = false): Promise<T> {
  try {
    return await feedback.track(Promise.resolve().then(work));
  } catch (error) {
    reportWriteError(error, formErrors);
    throw error;
  }
}
