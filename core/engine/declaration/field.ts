// A declaration's field: its type (core/engine/fields/ adds each type's name and options here with
// `declare module '../declaration/field'`), its label, bounds, options and where it shows.
import type { FieldEditCodes } from './access';

/**
 * The field types, one module each in core/engine/fields/ (its rules) and src/resource-views/fields/ (its
 * input and display): each module adds its name here (`declare module '../declaration/field'`), with the type
 * of a value as a read record holds it (RecordOf), so a new type is its own files and one line in
 * core/engine/fields/index.ts (docs/adding-a-resource.md, 'Field types').
 */
export interface FieldTypes {}

export type FieldType = keyof FieldTypes;

export interface Choice {
  id: string | number;
  name: string;
}

/**
 * Options a field type owns, each under its type's name (a file's `file: { accept, maxBytes }`, a JSON
 * list's `jsonList: { item, maxItems }`): the type's module in core/engine/fields/ adds its block here
 * (`declare module '../declaration/field'`), only that module and the type's view read it, and a field carries
 * no block but its own type's (checked at start, server/crud/load.ts). S: the declaration's field names.
 */
export interface FieldTypeOptions<S extends string = string> {}

/**
 * A field of a declaration whose fields are named S (defineResource infers S from the sources, so a
 * field named elsewhere in the declaration is checked by tsc); S = string where names are not known.
 */
export interface FieldDeclaration<S extends string = string> extends FieldTypeOptions<S> {
  /** Column name and API key. */
  source: S;
  type: FieldType;
  /** Spanish label (the i18n key resources.<name>.fields.<source> is generated from it). */
  label: string;
  /** true = on create and edit; 'create' = on create and bulk only (existing rows may lack it). */
  required?: boolean | 'create';
  /** Message when a required value is missing (default: 'Este campo es requerido'). */
  requiredMessage?: string;
  /** Numbers: inclusive bounds. */
  min?: number;
  max?: number;
  /** 'number': the value is a multiple of this (0.01: at most two decimals); default any. */
  step?: number;
  /** Text: length bounds. */
  minLength?: number;
  maxLength?: number;
  /** Static options for 'select'. */
  choices?: Choice[];
  /** Options served by a lookup endpoint (see lookups.ts), for 'select'. */
  lookup?: string;
  /** Value used on create when the field is absent. */
  defaultValue?: string | number | boolean | null;
  /** The value must be unique in the table (checked by the server, per row in bulk too). */
  unique?: boolean;
  /** Where the field appears; default: everywhere except where noted. */
  inCreate?: boolean; // default true
  inEdit?: boolean; // default true
  inShow?: boolean; // default true
  /** Read-only: shown, never written by crear/editar (e.g. computed or managed by a named action). */
  readOnly?: boolean;
  /**
   * Read-only value the server computes with this SQL expression over the row (columns qualified by
   * the table's name): never a column of its own (a staff member's permitted sedes, from usuario_sedes).
   */
  computed?: string;
  /** What the list and the detail show while the value is empty (a staff member's group: 'Sin Asignar'). */
  emptyText?: string;
  /** Helper text shown under the input. */
  helperText?: string;
  /** A heading before this field in the detail and the forms (a topic's 'Académico', 'Técnico'…). */
  heading?: string;
  /** Shown (form and detail) only while this boolean field is on (a topic's notification text). */
  shownWhen?: NoInfer<S>;
  /** An optional value behind a switch with this label: each click resets it, off leaves it blank. */
  toggle?: string;
  /** Codes needed to change this field besides the resource's edit code (dual-code rule). */
  editCodes?: FieldEditCodes;
  /** Codes any one of which is needed for this field's column in the list's export (sensitive personal data). */
  exportCodes?: readonly string[];
}

/** A declared field carrying the dual-code rule: what an attribute action changes. */
export type AttributeField = FieldDeclaration & { editCodes: FieldEditCodes };

/** The record's id as a list column (the spec lists it for courses, exams, banners): shown, never written. */
export const ID_FIELD: FieldDeclaration<'id'> = { source: 'id', type: 'integer', label: 'Id', readOnly: true, inCreate: false, inEdit: false, inShow: false };

/**
 * A list of fields declared apart from their resource (the person fields several declarations
 * share): each keeps its own source and type, so a declaration spreading them still types its
 * records (RecordOf) and checks its columns by name; a plain FieldDeclaration[] would forget both.
 */
export function declareFields<S extends string, F extends FieldDeclaration<S>>(fields: F[]): F[] {
  return fields;
}
