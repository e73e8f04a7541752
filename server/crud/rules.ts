// The declaration's record rules (core/engine/recordRules.ts) on the server: 'today' from the school's
// clock and the related maxima read inside the write's transaction, so a rule holds against what
// the database says at that moment.
import { type Clock, today } from '../../core/engine/clock';
import { lookupOf } from '../../core/engine/lookups';
import { slotsOfDate } from '../../core/school/calendar';
import { type RecordRule, recordRuleErrors, ruleFields, type RuleContext } from '../../core/engine/recordRules';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { Errors } from '../../core/engine/validation';
import type { Database } from '../db/database';
import { ident } from '../db/sql';

type RelatedRule = Extract<RecordRule, { kind: 'atMostRelated' }>;

/** Each related rule's maxima by the referenced id (as text), one query per rule for all the records. */
async function relatedLimits(tx: Database, decl: ResourceDeclaration, records: readonly Record<string, unknown>[]): Promise<Map<RelatedRule, Map<string, number | null>>> {
  const limits = new Map<RelatedRule, Map<string, number | null>>();
  for (const rule of decl.rules ?? []) {
    if (rule.kind !== 'atMostRelated') continue;
    const field = decl.fields.find((f) => f.source === rule.reference);
    const ids = [...new Set(records.map((r) => r[rule.reference]).filter((id) => id !== null && id !== undefined).map(String))];
    if (!field?.lookup || ids.length === 0) continue;
    const lookup = lookupOf(field.lookup);
    const rows = await tx.query<{ id: string; v: number | null }>(
      `SELECT ${ident(lookup.id)}::text AS id, ${ident(rule.column)}::double precision AS v FROM ${ident(lookup.table)} WHERE ${ident(lookup.id)}::text = ANY($1::text[])`,
      [ids],
    );
    limits.set(rule, new Map(rows.map((row) => [row.id, row.v])));
  }
  return limits;
}

function contextFor(clock: Clock, limits: Map<RelatedRule, Map<string, number | null>>): RuleContext {
  return { today: today(clock), classHours: slotsOfDate, related: (rule, id) => limits.get(rule)?.get(String(id)) };
}

/** Errors of the rules over `record` (an edit passes the changed fields as `only`). */
export async function ruleErrors(
  tx: Database,
  decl: ResourceDeclaration,
  clock: Clock,
  record: Record<string, unknown>,
  only?: ReadonlySet<string>,
): Promise<Errors> {
  if (!decl.rules?.length) return {};
  const errors = recordRuleErrors(decl, record, contextFor(clock, await relatedLimits(tx, decl, [record])), only);
  return { ...(await overlapErrors(tx, decl, record, only)), ...errors };
}

type OverlapRule = Extract<RecordRule, { kind: 'noOverlap' }>;

/**
 * The noOverlap rules: another record of the same group whose range (start, end] meets this one's.
 * The group's writers take a transaction lock first, so two saving at once cannot both pass.
 */
async function overlapErrors(tx: Database, decl: ResourceDeclaration, record: Record<string, unknown>, only?: ReadonlySet<string>): Promise<Errors> {
  const errors: Errors = {};
  for (const rule of (decl.rules ?? []).filter((r): r is OverlapRule => r.kind === 'noOverlap')) {
    if (only && !ruleFields(rule).some((f) => only.has(f))) continue;
    const [start, end] = [record[rule.start], record[rule.end]];
    if (typeof start !== 'number' || typeof end !== 'number' || rule.within.some((f) => record[f] == null)) continue;
    const group = rule.within.map((f) => String(record[f]));
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [[decl.table, rule.start, ...group].join(':')]);
    const same = rule.within.map((f, i) => `${ident(f)}::text = $${i + 4}`).join(' AND ');
    const rows = await tx.query(
      `SELECT 1 FROM ${ident(decl.table)} WHERE ${same} AND ${ident(rule.start)} < $2 AND $1 < ${ident(rule.end)} AND id IS DISTINCT FROM $3::integer LIMIT 1`,
      [start, end, typeof record.id === 'number' ? record.id : null, ...group],
    );
    if (rows.length > 0) errors[rule.start] = rule.message;
  }
  return errors;
}

/** The same for every line of a bulk load, by line index (lines without errors absent). */
export async function bulkRuleErrors(db: Database, decl: ResourceDeclaration, clock: Clock, rows: readonly Record<string, unknown>[]): Promise<Map<number, Errors>> {
  const found = new Map<number, Errors>();
  if (!decl.rules?.length) return found;
  const context = contextFor(clock, await relatedLimits(db, decl, rows));
  rows.forEach((row, index) => {
    const errors = recordRuleErrors(decl, row, context);
    if (Object.keys(errors).length > 0) found.set(index, errors);
  });
  return found;
}
