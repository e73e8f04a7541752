// The fields a write may carry, per mode (create, edit, bulk): what forms show, bodies may hold and
// bulk files name. A field kept by its own views and actions (an 'internal' type) is never one.
import { isInternalField } from './fields';
import type { FieldDeclaration } from './declaration/field';
import { fieldOf, type ResourceDeclaration, type WriteMode } from './declaration/resource';

/** Fields a write may carry: create/edit per their flags; bulk = the bulk columns only. */
export function writableFields(decl: ResourceDeclaration, mode: WriteMode): FieldDeclaration[] {
  if (mode === 'bulk') {
    // A child's lines hold no parent column: the page (and the endpoint's path) gives every line its parent.
    const columns = decl.bulk?.columns ?? [];
    const parentField = decl.parent?.field;
    const sources = parentField && !columns.includes(parentField) ? [...columns, parentField] : columns;
    return sources.map((source) => fieldOf(decl, source));
  }
  return decl.fields.filter(
    (f) => !f.readOnly && !isInternalField(f) && (mode === 'create' ? f.inCreate !== false : f.inEdit !== false),
  );
}
