// Rules over several values of one record (docs/adding-a-resource.md 'How to add a resource'): a range whose start
// comes before its end, a date not before tomorrow (school clock), a value at most a related
// record's maximum (a room's capacity, a topic's grade range). Pure: the server runs them on the
// record as it will be (current values + changes), the forms on their values; both give the same
// Spanish message.
import { addDays } from './clock';
import type { RecordRule } from './declaration/recordRule';
import type { ResourceDeclaration } from './declaration/resource';
import type { Errors } from './validation';

export type { RecordRule } from './declaration/recordRule';

export interface RuleContext {
  /** Today in the school's time zone, 'YYYY-MM-DD' (core/engine/clock.ts today()). */
  today: string;
  /**
   * The class hours of a day (the school's calendar, core/school/calendar.ts slotsOfDate), for the
   * 'slotsOfDate' rule: handed in by the caller, so the engine knows no calendar of its own.
   */
  classHours: (date: string) => readonly string[];
  /** The related record's value of `column`, when known (server: read in the write's transaction). */
  related?: (rule: Extract<RecordRule, { kind: 'atMostRelated' }>, id: unknown) => number | null | undefined;
}

const DAY_WORDS: Record<number, string> = { 0: 'hoy', 1: 'mañana' };

export function ruleMessage(decl: ResourceDeclaration, rule: RecordRule, limit?: number): string {
  if (rule.message) return rule.message;
  const label = (source: string) => decl.fields.find((f) => f.source === source)?.label ?? source;
  switch (rule.kind) {
    case 'ordered':
      return `${label(rule.end)} debe ser ${rule.allowEqual ? 'igual o posterior' : 'posterior'} a ${label(rule.start)}`;
    case 'notBefore':
      return DAY_WORDS[rule.days] ? `La fecha no puede ser anterior a ${DAY_WORDS[rule.days]}` : `La fecha debe ser al menos ${rule.days} días después de hoy`;
    case 'atMostRelated':
      return `Debe ser menor o igual a ${limit ?? '?'} (${label(rule.reference)})`;
    case 'slotsOfDate':
      return `Solo horas de clase de ese día (${label(rule.date)})`;
    case 'noOverlap':
      return rule.message;
  }
}

function compare(a: unknown, b: unknown): number | null {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

/** The field the rule's error is shown on. */
export function ruleField(rule: RecordRule): string {
  switch (rule.kind) {
    case 'ordered':
      return rule.end;
    case 'noOverlap':
      return rule.start;
    default:
      return rule.field;
  }
}

/** The fields a rule reads: an edit touching none of them is not held to it. */
export function ruleFields(rule: RecordRule): string[] {
  switch (rule.kind) {
    case 'ordered':
      return [rule.start, rule.end];
    case 'atMostRelated':
      return [rule.field, rule.reference];
    case 'slotsOfDate':
      return [rule.field, rule.date];
    case 'noOverlap':
      return [rule.start, rule.end, ...rule.within];
    default:
      return [rule.field];
  }
}

/**
 * Errors of the record's rules, by field. A rule over a blank value does not apply (required fields
 * say so themselves); `only`, when given, limits the rules to those touching these fields (an edit
 * is not refused for a rule it did not touch: old rows may predate it).
 */
export function recordRuleErrors(
  decl: ResourceDeclaration,
  record: Record<string, unknown>,
  context: RuleContext,
  only?: ReadonlySet<string>,
): Errors {
  const errors: Errors = {};
  for (const rule of decl.rules ?? []) {
    // Rules over other records are the server's (server/crud/rules.ts).
    if (rule.kind === 'noOverlap') continue;
    if (only && !ruleFields(rule).some((f) => only.has(f))) continue;
    const field = ruleField(rule);
    if (errors[field]) continue;
    if (rule.kind === 'ordered') {
      const order = compare(record[rule.start], record[rule.end]);
      if (order !== null && (order > 0 || (order === 0 && !rule.allowEqual))) errors[field] = ruleMessage(decl, rule);
    } else if (rule.kind === 'notBefore') {
      const value = record[rule.field];
      if (typeof value === 'string' && value.slice(0, 10) < addDays(context.today, rule.days)) errors[field] = ruleMessage(decl, rule);
    } else if (rule.kind === 'slotsOfDate') {
      const hours = record[rule.field];
      const date = record[rule.date];
      if (typeof date !== 'string' || !Array.isArray(hours)) continue;
      const offered = context.classHours(date.slice(0, 10));
      if (hours.some((hour) => !offered.includes(String(hour)))) errors[field] = ruleMessage(decl, rule);
    } else {
      const value = record[rule.field];
      const id = record[rule.reference];
      if (typeof value !== 'number' || id === null || id === undefined) continue;
      const limit = context.related?.(rule, id);
      if (typeof limit === 'number' && value > limit) errors[field] = ruleMessage(decl, rule, limit);
    }
  }
  return errors;
}
