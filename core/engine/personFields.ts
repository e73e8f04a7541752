// What every kind of person (student, teacher, staff) is, in the one table they share (usuarios):
// the same names, document and contact fields with the same rules, so the declarations sharing the
// table agree by construction (server/db/schema merges them), and the same search columns.
import { declareFields } from './declaration/field';
import { type ListDeclaration, PAGE_SIZES } from './declaration/list';

export const PERSON_FIELDS = declareFields([
  { source: 'primer_nombre', type: 'name', label: 'Primer nombre', required: true, maxLength: 60 },
  { source: 'segundo_nombre', type: 'name', label: 'Segundo nombre', maxLength: 60 },
  { source: 'primer_apellido', type: 'name', label: 'Primer apellido', required: true, maxLength: 60 },
  { source: 'segundo_apellido', type: 'name', label: 'Segundo apellido', maxLength: 60 },
  { source: 'tipo_documento', type: 'select', lookup: 'tiposDocumento', label: 'Tipo de documento', required: true },
  { source: 'numero_documento', type: 'document', label: 'Número de documento', required: true, minLength: 4, maxLength: 20, unique: true },
  { source: 'email', type: 'email', label: 'Correo electrónico', required: true, maxLength: 120, unique: true },
  { source: 'telefono', type: 'phone', label: 'Teléfono' },
  { source: 'movil', type: 'phone', label: 'Móvil', required: true },
]);

/** A field every kind of person has. */
export type PersonSource = (typeof PERSON_FIELDS)[number]['source'];

/** A person is found by any name, the document number or the e-mail (one folded, indexed column: migration 004). */
export const PERSON_SEARCH_COLUMNS: PersonSource[] = ['primer_nombre', 'segundo_nombre', 'primer_apellido', 'segundo_apellido', 'numero_documento', 'email'];

/** The teachers' list options (no sortable column, 10 rows), which the staff list shares. */
export const STAFF_TABLE: Omit<ListDeclaration<PersonSource>, 'columns'> = {
  sortable: false,
  perPage: 10,
  perPageOptions: PAGE_SIZES,
  sort: { field: 'primer_apellido', order: 'ASC' },
  search: { minLength: 3, columns: PERSON_SEARCH_COLUMNS },
};
