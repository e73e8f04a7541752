// Declarations grouped by table: one TableSpec per table, the columns of every declaration sharing
// it merged. Declarations that disagree about a shared column are refused, naming both.
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';
import { type ColumnSpec, declarationColumns, declarationExtras, referencedCatalogueSpecs, type TableSpec } from './columns';
import { isSharedTable, sharedTableBase } from './shared';

function describe(column: ColumnSpec): string {
  const parts: string[] = [column.type];
  if (column.default !== undefined) parts.push(`DEFAULT ${column.default}`);
  if (column.unique) parts.push('UNIQUE');
  if (column.references) parts.push(`REFERENCES ${column.references.table}(${column.references.column})`);
  return parts.join(' ');
}

interface Merged {
  column: ColumnSpec;
  from: string;
  /** Declarations that declare it, and whether each alone would make it NOT NULL. */
  notNullBy: boolean[];
}

function mergeColumns(table: string, decls: readonly ResourceDeclaration[], shared: boolean): ColumnSpec[] {
  const merged = new Map<string, Merged>();
  for (const decl of decls) {
    for (const column of declarationColumns(decl, !shared)) {
      const seen = merged.get(column.name);
      if (!seen) {
        merged.set(column.name, { column, from: decl.name, notNullBy: [column.notNull] });
        continue;
      }
      if (describe(seen.column) !== describe(column)) {
        throw new Error(
          `Tabla ${table}, columna ${column.name}: ${seen.from} la declara ${describe(seen.column)} y ${decl.name} ${describe(column)}`,
        );
      }
      seen.notNullBy.push(column.notNull);
    }
  }
  const base = sharedTableBase(table);
  return [...merged.values()].map(({ column, notNullBy }) => {
    if (!shared || column.identity || column.default !== undefined) return column;
    // Rows of other kinds lack a kind's own fields: only a base column every declaration requires binds them all.
    const everyKind = base.includes(column.name) && notNullBy.length === decls.length && notNullBy.every(Boolean);
    return { ...column, notNull: everyKind };
  });
}

/** Adds `items` by name; the same name with another definition is a conflict. */
function mergeNamed<T extends { name: string }>(table: string, into: T[], items: readonly T[]): void {
  for (const item of items) {
    const seen = into.find((i) => i.name === item.name);
    if (!seen) into.push(item);
    else if (JSON.stringify(seen) !== JSON.stringify(item)) throw new Error(`Tabla ${table}: dos definiciones de ${item.name}`);
  }
}

function mergeTable(table: string, decls: readonly ResourceDeclaration[]): TableSpec {
  const shared = decls.map(isSharedTable);
  if (decls.length > 1 && !shared.every(Boolean)) {
    throw new Error(`Tabla ${table}: la declaran ${decls.map((d) => d.name).join(', ')}; todas deben marcarla db.sharedTable`);
  }
  const spec: TableSpec = { name: table, from: decls.map((d) => d.name), columns: mergeColumns(table, decls, shared[0]), uniqueKeys: [], indexes: [], checks: [] };
  for (const decl of decls) {
    const extras = declarationExtras(decl);
    mergeNamed(table, spec.uniqueKeys, extras.uniqueKeys);
    mergeNamed(table, spec.indexes, extras.indexes);
    mergeNamed(table, spec.checks, extras.checks);
  }
  // A shared table's scope columns are hand-written: a generated key cannot name them.
  for (const key of [...spec.uniqueKeys, ...spec.indexes]) {
    const unknown = key.columns.find((c) => !spec.columns.some((column) => column.name === c));
    if (unknown) throw new Error(`Tabla ${table}: ${key.name} usa ${unknown}, que no es una columna declarada`);
  }
  return spec;
}

/**
 * One spec per table, in the order the tables first appear, then the catalogue lookups' tables the
 * declarations refer to (the engine owns those: core/engine/lookups.ts `catalogue`).
 */
export function declarationSpecs(declarations: readonly ResourceDeclaration[]): TableSpec[] {
  const byTable = new Map<string, ResourceDeclaration[]>();
  for (const decl of declarations) byTable.set(decl.table, [...(byTable.get(decl.table) ?? []), decl]);
  const catalogues = referencedCatalogueSpecs(declarations);
  const clash = catalogues.find((spec) => byTable.has(spec.name));
  if (clash) throw new Error(`Tabla ${clash.name}: es la de un catálogo (${clash.from.join(', ')}) y la declara ${byTable.get(clash.name)?.map((d) => d.name).join(', ')}`);
  return [...[...byTable].map(([table, decls]) => mergeTable(table, decls)), ...catalogues];
}
