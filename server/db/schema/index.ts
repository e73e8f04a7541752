// The database schema derived from the resource declarations (see generator.ts for the workflow).
export { type ColumnSpec, type TableSpec } from './columns';
export { compareSpecs, schemaDrift } from './drift';
export { declarationTables, specTables } from './drizzle';
export { generateMigrationFiles, type GenerateResult, MIGRATIONS_DIR } from './generator';
export { observedSpecs } from './introspect';
export { isSharedTable, SHARED_TABLE_BASE } from './shared';
export { createTablesSql, latestSnapshot, migrationStatements, type Snapshot, snapshotOf } from './snapshot';
export { declarationSpecs } from './tables';
