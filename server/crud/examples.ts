// A valid record for any declaration, built from its rules and the database's current lookup
// values: the demo seed's records of a resource it does not write by hand (server/seed/declared.ts),
// and the example body of a generated endpoint in the tests' fixtures (server/routes/resources.examples.ts).
import { slotsOfDate } from '../../core/school/calendar';
import { FIELD_TYPES } from '../../core/engine/fields';
import { lookupOf } from '../../core/engine/lookups';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import type { ResourceDeclaration, WriteMode } from '../../core/engine/declaration/resource';
import { writableFields } from '../../core/engine/writableFields';
import type { Database } from '../db/database';
import { ident } from '../db/sql';

let counter = 0;

/**
 * Completes a generated record where the resource's hooks need current data (a survey rates a booking
 * nobody rated yet): the `record` of its test fixtures (resources/<name>/server.examples.ts).
 */
export type RecordCompletion = (db: Database, mode: WriteMode, record: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** Some option of a select's choices, or of its lookup's table (the first by id). */
async function someOption(db: Database, field: FieldDeclaration): Promise<unknown> {
  if (field.choices) return field.choices[0]?.id;
  const lookup = lookupOf(field.lookup ?? '');
  const [row] = await db.query<{ v: string | number }>(`SELECT ${ident(lookup.id)} AS v FROM ${ident(lookup.table)} ORDER BY 1 LIMIT 1`);
  return row?.v;
}

/** A valid value of the field: its type's example (core/engine/fields/), options read from the database. */
async function exampleValue(db: Database, field: FieldDeclaration, n: number): Promise<unknown> {
  return FIELD_TYPES[field.type].example(field, { n, someOption: (f) => someOption(db, f), example: (f) => exampleValue(db, f, n) });
}

/** Far enough ahead for any 'not before' rule, and a day apart for an 'ordered' one. */
const FUTURE_DATE = '2099-01-01';
const DAY_AFTER = '2099-01-02';

/** The record's rules (core/engine/recordRules.ts) hold: future dates where one must not be past, ends after starts. */
function followRules(decl: ResourceDeclaration, record: Record<string, unknown>): void {
  for (const rule of decl.rules ?? []) {
    if (rule.kind === 'notBefore' && rule.field in record) record[rule.field] = FUTURE_DATE;
    if (rule.kind === 'slotsOfDate' && typeof record[rule.date] === 'string') record[rule.field] = slotsOfDate(String(record[rule.date])).slice(0, 1);
    if (rule.kind === 'ordered' && rule.start in record && rule.end in record) {
      const start = record[rule.start];
      if (typeof start === 'number') record[rule.end] = start + 1;
      else {
        record[rule.start] = FUTURE_DATE;
        record[rule.end] = DAY_AFTER;
      }
    }
  }
}

/** Every writable field of `mode` with a valid value (unique ones never used before), its rules kept; `complete` adds what only current data says. */
export async function exampleRecord(db: Database, decl: ResourceDeclaration, mode: WriteMode, complete?: RecordCompletion): Promise<Record<string, unknown>> {
  const n = ++counter;
  const record: Record<string, unknown> = {};
  // A column of a unique key over several columns (a topic's code within its course) is unique too.
  const keyed = new Set((decl.db?.uniqueKeys ?? []).flat());
  for (const field of writableFields(decl, mode)) {
    const value = await exampleValue(db, keyed.has(field.source) ? { ...field, unique: true } : field, n);
    if (value !== undefined) record[field.source] = value;
  }
  followRules(decl, record);
  await freeRanges(db, decl, record);
  return complete ? complete(db, mode, record) : record;
}

/** A noOverlap range no stored row meets: just above the highest end, one step wide. */
async function freeRanges(db: Database, decl: ResourceDeclaration, record: Record<string, unknown>): Promise<void> {
  for (const rule of decl.rules ?? []) {
    if (rule.kind !== 'noOverlap' || !(rule.start in record) || !(rule.end in record)) continue;
    const end = decl.fields.find((f) => f.source === rule.end);
    const highest = (await firstValue(db, `SELECT coalesce(max(${ident(rule.end)}), 0) AS v FROM ${ident(decl.table)}`)) ?? 0;
    const step = end?.step ?? 1;
    record[rule.start] = Number(highest);
    record[rule.end] = Number((Number(highest) + step).toFixed(6));
  }
}

/** The first value of a one-column query, or null. */
export async function firstValue(db: Database, sql: string): Promise<number | null> {
  const [row] = await db.query<{ v: number }>(sql);
  return row?.v ?? null;
}

/** An ordinary live student (the target of example person actions). */
export const someStudentId = (db: Database) =>
  firstValue(db, 'SELECT id AS v FROM usuarios WHERE es AND NOT pr AND NOT ad AND NOT fu AND deleted_at IS NULL ORDER BY id DESC LIMIT 1');
