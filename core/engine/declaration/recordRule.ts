// Rules over several values of one record (core/engine/recordRules.ts runs them).

/** A rule over several values of one record (recordRules.ts runs them). */
export type RecordRule<S extends string = string> =
  /** start < end (or ≤ with allowEqual): dates 'YYYY-MM-DD', times 'HH:mm' or numbers. */
  | { kind: 'ordered'; start: S; end: S; allowEqual?: boolean; message?: string }
  /** The date is at least `days` after today in the school's time zone (1 = not before tomorrow). */
  | { kind: 'notBefore'; field: S; days: number; message?: string }
  /** The number is at most `column` (of the other table) of the record the `reference` field points to (a lookup field). */
  | { kind: 'atMostRelated'; field: S; reference: S; column: string; message?: string }
  /** Every hour of the list `field` is a class slot of the weekday of the date `date` (calendar.ts). */
  | { kind: 'slotsOfDate'; field: S; date: S; message?: string }
  /**
   * The range (start, end] — start exclusive, end inclusive — overlaps no other record's with the same
   * `within` values (a course's e-mail templates of one kind). It needs the other rows: the server
   * checks it (serialised per group), the forms cannot.
   */
  | { kind: 'noOverlap'; start: S; end: S; within: S[]; message: string };
