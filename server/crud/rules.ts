// The declaration's record rules (resources/recordRules.ts) on the server: 'today' from the school's
// clock and the related maxima read inside the write's transaction, so a rule holds against what
// the database says at that moment.
import { type Clock, today } from '../../resources/clock';
import { lookupOf } from '../../resources/lookups';
import { type RecordRule, recordRuleErrors, type RuleContext } from '../../resources/recordRules';
import type { ResourceDeclaration } from '../../resources/types';
import type { Errors } from '../../resources/validation';
import type { Database } from '../db/database';
import { ident } from './sql';

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
  return { today: today(clock), related: (rule, id) => limits.get(rule)?.get(String(id)) };
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
  return recordRuleErrors(decl, record, contextFor(clock, await relatedLimits(tx, decl, [record])), only);
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
