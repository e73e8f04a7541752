// The checks of a feedback item's form, the server's own (core/engine/validation.ts, the declaration's
// record rules) plus its bound: the range ends at most at the topic's grade (rango_nota).
import adicionales, { ADICIONAL_MESSAGES } from '../adicionales/schema';
import { slotsOfDate } from '../../core/school/calendar';
import { recordRuleErrors } from '../../core/engine/recordRules';
import { type Errors, MESSAGES, validateRecord } from '../../core/engine/validation';

export interface FeedbackInput {
  rango_inicial: string;
  rango_final: string;
}

export function feedbackErrors(input: FeedbackInput, rangoNota: number, needsFile: boolean, hasFile: boolean): Errors {
  const { values, errors } = validateRecord(adicionales, { rango_inicial: input.rango_inicial, rango_final: input.rango_final }, 'edit');
  for (const field of ['rango_inicial', 'rango_final'] as const) if (input[field].trim() === '') errors[field] = MESSAGES.required;
  const found: Errors = recordRuleErrors(adicionales, values, { today: '', classHours: slotsOfDate });
  if (typeof values.rango_final === 'number' && values.rango_final > rangoNota) found.rango_final = ADICIONAL_MESSAGES.rangeAboveTopic;
  if (needsFile && !hasFile) found.archivo = MESSAGES.required;
  // A value's own problem (required, not a number…) says more than a rule over it.
  return { ...found, ...errors };
}
