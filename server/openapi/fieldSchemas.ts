// A declaration's records as JSON Schema, from its fields (type, Spanish label, bounds, choices,
// lookups, defaults, per-field codes): the bodies of crear, editar and crear_masivo and of the REST
// face's POST and PUT, whose zod schemas only say 'an object' (the declaration's validator checks the rest).
import { FIELD_TYPES, isFileField, isInternalField } from '../../core/engine/fields';
import { lookupOf } from '../../core/engine/lookups';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import type { ResourceDeclaration, WriteMode } from '../../core/engine/declaration/resource';
import { writableFields } from '../../core/engine/writableFields';
import { isRequiredIn } from '../../core/engine/validation';
import type { JsonSchema } from './jsonSchema';

/** A value that may be left empty: the type or null. */
function nullable(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  if (typeof type === 'string') return { ...schema, type: [type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

function lookupValue(lookup: string): JsonSchema {
  const declared = lookupOf(lookup);
  return {
    type: declared.idType === 'integer' ? 'integer' : 'string',
    description: `Un valor de POST /api/${declared.endpoint} (campo «${declared.id}»).`,
  };
}

/** The value of one field (never null here): its type's schema (core/engine/fields/). */
function valueSchema(field: FieldDeclaration): JsonSchema {
  return FIELD_TYPES[field.type].jsonSchema(field, { lookupValue, objectOf: (fields) => objectOf(fields, (item) => item.required === true) });
}

function propertyOf(field: FieldDeclaration, mode: WriteMode): JsonSchema {
  const value = valueSchema(field);
  const schema = isRequiredIn(field, mode) ? value : nullable(value);
  const codes = field.editCodes ? [...new Set([...field.editCodes.set, ...(field.editCodes.unset ?? [])])] : [];
  const notes = [
    field.helperText,
    codes.length > 0 ? `Para cambiarlo se necesita además uno de los permisos ${codes.join(', ')} (regla de doble código).` : undefined,
  ].filter(Boolean);
  return {
    ...schema,
    title: field.label,
    ...(notes.length > 0 ? { description: [schema.description, ...notes].filter(Boolean).join(' ') } : {}),
    ...(field.defaultValue !== undefined && mode !== 'edit' ? { default: field.defaultValue } : {}),
    ...(codes.length > 0 ? { 'x-permisos': codes } : {}),
  };
}

function objectOf(fields: readonly FieldDeclaration[], required: (field: FieldDeclaration) => boolean, mode: WriteMode = 'create'): JsonSchema {
  const needed = fields.filter(required).map((f) => f.source);
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.source, propertyOf(f, mode)])),
    ...(needed.length > 0 ? { required: needed } : {}),
    additionalProperties: false,
  };
}

/** A record to create (create, one bulk row): the writable fields; a child's parent comes from the path. */
export function recordSchema(decl: ResourceDeclaration, mode: 'create' | 'bulk', omit: readonly string[] = []): JsonSchema {
  const fields = writableFields(decl, mode).filter((f) => !omit.includes(f.source));
  return objectOf(fields, (f) => isRequiredIn(f, mode) && f.defaultValue === undefined && !isFileField(f), mode);
}

/** The changes of an edit: any writable field (only those sent change), plus the `version` it was based on. */
export function changesSchema(decl: ResourceDeclaration, omit: readonly string[] = []): JsonSchema {
  const base = objectOf(writableFields(decl, 'edit').filter((f) => !omit.includes(f.source)), () => false, 'edit');
  return {
    ...base,
    properties: {
      ...(base.properties as Record<string, JsonSchema>),
      version: { type: 'integer', minimum: 1, description: 'La versión leída; si otro la cambió entre tanto, 409.' },
    },
  };
}

const fileInfoSchema: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, nombre: { type: 'string' }, tamano: { type: 'integer', description: 'Bytes.' } },
  description: 'El archivo guardado; su contenido se lee con GET /api/<prefijo>/archivo/<id>/<campo>.',
};

/** A stored value as the API answers it. */
function answeredValue(field: FieldDeclaration): JsonSchema {
  if (isInternalField(field)) return {};
  return nullable(isFileField(field) ? fileInfoSchema : valueSchema(field));
}

/** A record as the API answers it: its id, version and fields. */
export function recordResponseSchema(decl: ResourceDeclaration): JsonSchema {
  return {
    type: 'object',
    properties: {
      id: { type: 'integer', title: 'Id' },
      version: { type: 'integer', title: 'Versión', description: 'Se envía al editar: si otro la cambió entre tanto, 409.' },
      ...Object.fromEntries(decl.fields.map((f) => [f.source, { ...answeredValue(f), title: f.label }])),
    },
    required: ['id'],
  };
}
