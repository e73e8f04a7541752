// Per-resource server behaviour the declaration cannot express (derived columns, hidden rows).
import type { ResourceDeclaration, ValuesOf } from '../../core/engine/declaration/resource';
import type { Errors, FieldValue } from '../../core/engine/validation';
import type { Session } from '../auth/session';
import type { Database } from '../db/database';

/** A validated row about to be written: declared fields (+ scope), which hooks may complete. */
export type WriteRow = Record<string, FieldValue>;

/** A row of declaration D as its hooks see it: its fields typed (ValuesOf), any other column (scope, derived) as WriteRow. */
export type WriteRowOf<D extends ResourceDeclaration> = WriteRow & ValuesOf<D>;

/** The hooks of a declaration's rows (Row: WriteRowOf<D> in a resource's server.ts; the engine calls them with WriteRow). */
export interface ResourceHooks<Row extends WriteRow = WriteRow> {
  /** SQL condition on the table's own columns (no parameters, no other table: list totals are cached per table), trusted, that hides rows from every read and write, e.g. soft-deleted ones. */
  readCondition?: string;
  /**
   * Completes rows after validation and before they are written. Runs once per batch (create: one
   * row, bulk: every valid row, edit: the changed values only) inside the write's transaction.
   */
  beforeWrite?: (tx: Database, rows: Row[], mode: 'create' | 'edit' | 'bulk') => Promise<void>;
  /**
   * One record created through crear, after every declared check, inside its transaction: may
   * complete the row from the caller (who created it) and refuse it with field errors (400, nothing written).
   */
  beforeCreate?: (tx: Database, row: Row, session: Session) => Promise<Errors | undefined>;
  /**
   * Errors of new rows (create: one, bulk: every line) that depend on the caller, by row index —
   * e.g. a value beyond their privilege ceiling. Runs after the declared checks.
   */
  rowErrors?: (db: Database, rows: Row[], session: Session) => Promise<Map<number, Errors>>;
  /**
   * Errors of an edited record as the edit leaves it (current values and the changes; editar and an
   * import's changed lines), inside the write's transaction: a rule over a field the edit does not
   * send (a reason preset's text held to its fixed action's minimum).
   */
  editErrors?: (tx: Database, record: Readonly<Record<string, unknown>>, session: Session) => Promise<Errors | undefined>;
  /** Rows just inserted (create: one, bulk: a slice) with their new ids, inside the write's transaction: rows of other tables they need. */
  afterInsert?: (tx: Database, rows: Row[], ids: number[]) => Promise<void>;
}
