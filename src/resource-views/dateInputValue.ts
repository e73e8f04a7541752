// The date input keeps 'YYYY-MM-DD' in the form and a dayjs value in the picker. A half-typed
// date is kept as INVALID_DATE so the shared validator reports it ('Fecha no válida (DD/MM/AAAA)').
import dayjs, { type Dayjs } from 'dayjs';

export const INVALID_DATE = 'fecha-invalida';
const ISO_PREFIX = /^\d{4}-\d{2}-\d{2}/;

/** Form value of what the picker reports. */
export function formValueOf(picked: Dayjs | null): string | null {
  if (picked === null) return null;
  return picked.isValid() ? picked.format('YYYY-MM-DD') : INVALID_DATE;
}

/**
 * Picker value of the form value. `draft` is the picker's last own value: reusing it while it still
 * matches keeps a half-typed date on screen instead of resetting it.
 */
export function pickerValueOf(formValue: unknown, draft: Dayjs | null): Dayjs | null {
  if (draft !== null && formValueOf(draft) === formValue) return draft;
  if (typeof formValue === 'string' && ISO_PREFIX.test(formValue)) {
    const parsed = dayjs(formValue.slice(0, 10));
    return parsed.isValid() ? parsed : null;
  }
  return null;
}

/**
 * The form value once the field loses focus, or undefined to keep it. The picker reports nothing
 * while a date is half typed (e.g. '31/02/AAAA'), so its text decides: digits without a complete
 * date → INVALID_DATE; no digits left → empty.
 */
export function formValueOnBlur(text: string, formValue: unknown): string | null | undefined {
  const typed = /\d/.test(text);
  const complete = typeof formValue === 'string' && ISO_PREFIX.test(formValue);
  if (typed && !complete && formValue !== INVALID_DATE) return INVALID_DATE;
  if (!typed && formValue === INVALID_DATE) return null;
  return undefined;
}
