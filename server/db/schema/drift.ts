// Declared schema versus a database: one sentence per difference, empty when they agree. Used by the
// drift test and by the generator's check of the migration it has just written.
import type { Database } from '../database';
import type { ColumnSpec, TableSpec } from './columns';
import { observedSpecs } from './introspect';

const nullability = (c: ColumnSpec) => (c.notNull ? 'NOT NULL' : 'admite NULL');
const reference = (c: ColumnSpec) => (c.references ? `${c.references.table}(${c.references.column})` : 'ninguna');

function columnDrift(table: string, declared: ColumnSpec, actual: ColumnSpec | undefined): string[] {
  const where = `${table}.${declared.name}`;
  if (!actual) return [`${where}: la columna no existe`];
  const out: string[] = [];
  const differ = (what: string, declaredValue: string, actualValue: string) => {
    if (declaredValue !== actualValue) out.push(`${where}: ${what} ${declaredValue} en la declaración, ${actualValue} en la base`);
  };
  differ('tipo', declared.type, actual.type);
  differ('nulidad', nullability(declared), nullability(actual));
  // Only a declared default is compared: an undeclared one is hand-written SQL's business.
  if (declared.default !== undefined) differ('DEFAULT', declared.default, actual.default ?? 'ninguno');
  differ('UNIQUE', String(declared.unique), String(actual.unique));
  differ('clave foránea', reference(declared), reference(actual));
  differ('identidad', String(declared.identity === true), String(actual.identity === true));
  differ('clave primaria', String(declared.primaryKey === true), String(actual.primaryKey === true));
  return out;
}

function namedDrift(table: string, what: string, declared: { name: string; columns?: string[] }[], actual: { name: string; columns?: string[] }[]): string[] {
  return declared.flatMap((d) => {
    const found = actual.find((a) => a.name === d.name);
    if (!found) return [`${table}: falta ${what} ${d.name}`];
    const [want, have] = [(d.columns ?? []).join(', '), (found.columns ?? []).join(', ')];
    return want === have ? [] : [`${table}: ${what} ${d.name} sobre (${want}) en la declaración, (${have}) en la base`];
  });
}

/** Every difference between the declared specs and what `observed` found. */
export function compareSpecs(declared: readonly TableSpec[], observed: readonly TableSpec[]): string[] {
  return declared.flatMap((spec) => {
    const actual = observed.find((o) => o.name === spec.name);
    if (!actual) return [`${spec.name}: la tabla no existe (${spec.from.join(', ')})`];
    return [
      ...spec.columns.flatMap((c) => columnDrift(spec.name, c, actual.columns.find((a) => a.name === c.name))),
      ...namedDrift(spec.name, 'la clave única', spec.uniqueKeys, actual.uniqueKeys),
      ...namedDrift(spec.name, 'el índice', spec.indexes, actual.indexes),
      ...namedDrift(spec.name, 'la restricción', spec.checks, actual.checks),
    ];
  });
}

/** Differences between the declared specs and the database `db`. */
export async function schemaDrift(db: Database, declared: readonly TableSpec[]): Promise<string[]> {
  return compareSpecs(declared, await observedSpecs(db, declared));
}
