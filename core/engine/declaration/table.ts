// What a declaration asks of its table beyond the fields (server/db/schema/ generates the migration).

/**
 * What the database needs beyond the fields; server/db/schema maps every declaration to its table and
 * `npm run db:generate` writes the migration. Constraint names follow PostgreSQL's own defaults.
 */
export interface TableDeclaration<C extends string = string> {
  /**
   * Rows of other kinds live in this table too (usuarios: students, teachers, staff). Several
   * declarations may name it and must agree about the columns they share; none of them creates the
   * scope columns (hand-written); a required field binds the whole table only if it is one of the
   * table's base columns (server/db/schema/shared.ts). Default: true for `person` declarations.
   */
  sharedTable?: boolean;
  /** Unique keys over several columns, e.g. [['sede_id', 'nombre']] → <table>_sede_id_nombre_key. */
  uniqueKeys?: C[][];
  /** B-tree indexes, each over these columns → <table>_<columns>_idx. */
  indexes?: C[][];
  /** CHECK constraints: name → SQL condition over the row, e.g. { capacidad: 'capacidad > 0' } → <table>_capacidad_check. */
  checks?: Record<string, string>;
}
