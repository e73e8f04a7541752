// Tables shared by several kinds of record. Every person is one row of usuarios, whatever it is
// (student, teacher, staff), and kinds without a declaration yet (staff) have rows there too, so a
// field one kind requires cannot be NOT NULL for the whole table — unless every person has it.
import type { ResourceDeclaration } from '../../../core/engine/declaration/resource';

/**
 * The base columns of each shared table: the ones every row has, whatever its kind. Only these take
 * NOT NULL from `required` (when every declaration of the table requires them); the others are NOT
 * NULL only with a default. tipo_documento and movil are required of students only, for now: staff
 * and teacher accounts are still created without them. Move a column here once every kind has it,
 * then run `npm run db:generate`.
 */
export const SHARED_TABLE_BASE: Readonly<Record<string, readonly string[]>> = {
  usuarios: ['primer_nombre', 'segundo_nombre', 'primer_apellido', 'segundo_apellido', 'numero_documento', 'email', 'sede_id', 'activo'],
};

export function isSharedTable(decl: ResourceDeclaration): boolean {
  return decl.db?.sharedTable ?? decl.person !== undefined;
}

export function sharedTableBase(table: string): readonly string[] {
  return SHARED_TABLE_BASE[table] ?? [];
}
