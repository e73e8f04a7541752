// One field type's rules in one module (docs/adding-a-resource.md, 'Field types'): its column's SQL type, how a value
// (a form's, a CSV cell's text, a JSON body's) is checked and brought to its stored form, its JSON
// Schema, an example value, how it reads on screen and its export cell. The engine reads them through FIELD_TYPES
// (core/engine/fields/index.ts) instead of switching on the type; a type's input (and a display of its own
// where text is not enough) is its view module, src/resource-views/fields/<type>.tsx.
import type { CellValue } from '../export/cells';
import type { ListItem, ScalarValue } from '../fieldLists';
import type { StoredFileInfo, UploadedFile } from '../files';
import type { Choice, FieldDeclaration } from '../declaration/field';
import type { WriteMode } from '../declaration/resource';
import type { SqlType, SqlTypeEntries } from './sqlTypes';

/** A checked value: a scalar, a list ('references', 'jsonList') or a file ('file': new or kept). */
export type FieldValue = ScalarValue | readonly (string | number)[] | readonly ListItem[] | UploadedFile | StoredFileInfo;
export type Checked = { value: FieldValue } | { error: string };

/** A column's SQL type: a key of SqlTypes (sqlTypes.ts); the table SQL_TYPES (index.ts) says how each is built and read back. */
export type { SqlType } from './sqlTypes';

export type JsonSchema = { [key: string]: unknown };


export interface CheckContext {
  mode: WriteMode;
  /** The whole rule of one field (blank and required included): a JSON list checks its items with it. */
  checkField(field: FieldDeclaration, raw: unknown, mode?: WriteMode): Checked;
}

export interface SchemaContext {
  /** A lookup's value: its id type and where its options come from. */
  lookupValue(lookup: string): JsonSchema;
  /** An object of these fields (a JSON list's item). */
  objectOf(fields: readonly FieldDeclaration[]): JsonSchema;
}

export interface ExampleContext {
  /** Some option of the field's lookup, read from the database (the server's), or of its choices. */
  someOption(field: FieldDeclaration): Promise<unknown>;
  /** An example of another field (a JSON list's item fields). */
  example(field: FieldDeclaration): Promise<unknown>;
  /** A number unique to this example record. */
  n: number;
}

export interface ExportContext {
  /** The field's options by id (select, references), read once per export. */
  names?: Map<string, string>;
  timeZone: string;
}

/** Texts of true and false. Lists use SI/NO; detail pages may say Sí/No or a sentence. */
export interface BooleanLabels {
  yes: string;
  no: string;
}

export interface DisplayOptions {
  /** Options of a select field (static choices or lookup rows). */
  options?: readonly Choice[];
  booleanLabels?: BooleanLabels;
}

export interface FieldTypeRules {
  /** The column's SQL type. */
  sqlType(field: FieldDeclaration): SqlType;
  /**
   * The SQL types this type brings, those the engine's (sqlTypes.ts BASE_SQL_TYPES) lack: each
   * declared by the module (`declare module './sqlTypes' { interface SqlTypes { time: ScalarSqlType } }`)
   * and its entry given here. The module writes its rules `{ … } satisfies FieldTypeRules`, not
   * `: FieldTypeRules`, so that index.ts sees these names and tsc checks SQL_TYPES has every SqlType.
   */
  ownSqlTypes?: SqlTypeEntries;
  /** A list of values: an empty list is no value. */
  list?: boolean;
  /** Takes an object (a list, an upload): otherwise an object is refused before check() runs. */
  structured?: boolean;
  /** The fields inside a value (a JSON list's item fields): their lookups and labels are the engine's too. */
  parts?(field: FieldDeclaration): readonly FieldDeclaration[];
  /** The column's default as SQL when the declaration cannot write it as a value (a creation instant: now()). */
  columnDefault?(field: FieldDeclaration): string | undefined;
  /** The hand-written table whose row id the column holds, behind a foreign key. */
  foreignTable?(field: FieldDeclaration): string | undefined;
  /** A non-blank value checked and in its stored form, or the Spanish message. */
  check(field: FieldDeclaration, raw: unknown, context: CheckContext): Checked;
  /** Its value's JSON Schema (never null here). */
  jsonSchema(field: FieldDeclaration, context: SchemaContext): JsonSchema;
  /** A valid value for an example record; undefined = none (an upload, a structured value). */
  example(field: FieldDeclaration, context: ExampleContext): unknown;
  /** A non-empty value as it reads in lists and on the detail (the browser's); default: as stored. */
  text?(field: FieldDeclaration, value: unknown, options: DisplayOptions): string | null;
  /** A stored non-empty value as an export cell shows it; absent: never exported (structured values). */
  exportCell?(field: FieldDeclaration, value: unknown, context: ExportContext): CellValue;
  /**
   * Where a value lives, when not in a column that forms write and lists show: 'file' (bytes in
   * archivos, read as {id, nombre, tamano}: uploaded apart, never a list cell nor a filter) or
   * 'internal' (a jsonb column only custom views and named actions write: no form, list or filter).
   */
  storage?: 'file' | 'internal';
  /** The lookup whose options its values are (select, references); none: its values name nothing. */
  lookup?(field: FieldDeclaration): string | undefined;
  /** One element of a list value as a field of its own (references: a select of the same lookup). */
  element?(field: FieldDeclaration): FieldDeclaration;
  /** Its values are HTML, sanitised by the server before they are stored (richText). */
  html?: true;
  /** Its options come from a lookup or choices, one of which the declaration must give (select). */
  needsOptions?: true;
  /** The message for a required value left blank, when not the common one (email). */
  requiredMessage?: string;
  /** A value as its statement parameter, when not as checked (a jsonb list: its JSON text). */
  sqlParam?(value: FieldValue): string;
  /**
   * The read hook: a non-null value of its column as the repository reads it (from the driver, or
   * through JSON text) in the form the engine works with (timestamptz: a Date; time: 'HH:MM'). The
   * repository asks it for every column it reads, on every path, so it must take either form.
   */
  fromDb?(value: unknown): unknown;
}
