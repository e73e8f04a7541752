// A declaration's records as JSON Schema, from its fields (type, Spanish label, bounds, choices,
// lookups, defaults, per-field codes): the bodies of crear, editar and crear_masivo and of the REST
// face's POST and PUT, whose zod schemas only say 'an object' (the declaration's validator checks the rest).
import { lookupOf } from '../../core/lookups';
import { PHONE_SHAPE } from '../../core/phoneNumber';
import { RICH_TEXT_MAX_LENGTH } from '../../core/richText';
import { type FieldDeclaration, type ResourceDeclaration, type WriteMode, writableFields } from '../../core/types';
import { isRequiredIn } from '../../core/validation';
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

/** The value of one field (never null here). */
function valueSchema(field: FieldDeclaration): JsonSchema {
  const text = (extra: JsonSchema = {}): JsonSchema => ({
    type: 'string',
    ...(field.minLength !== undefined ? { minLength: field.minLength } : {}),
    maxLength: field.maxLength ?? 255,
    ...extra,
  });
  switch (field.type) {
    case 'text':
      return text();
    case 'phone':
      // The digit count (7 to 15) is checked too; a pattern carries only the shape.
      return text({ pattern: PHONE_SHAPE.source });
    case 'name':
      return text({ pattern: "^[A-Za-zÀ-ÖØ-öø-ÿÑñ+().,\\s-]+$" });
    case 'email':
      return text({ format: 'email' });
    case 'url':
      return text({ format: 'uri', pattern: '^https?://' });
    case 'richText':
      return { type: 'string', maxLength: field.maxLength ?? RICH_TEXT_MAX_LENGTH, contentMediaType: 'text/html' };
    case 'integer':
    case 'number':
      return {
        type: field.type,
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(field.max !== undefined ? { maximum: field.max } : {}),
        ...(field.step !== undefined ? { multipleOf: field.step } : {}),
      };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'select':
      if (field.choices) {
        return { enum: field.choices.map((c) => c.id), description: field.choices.map((c) => `${c.id}: ${c.name}`).join('; ') };
      }
      return field.lookup ? lookupValue(field.lookup) : { type: 'string' };
    case 'references':
      return {
        type: 'array',
        items: field.lookup ? lookupValue(field.lookup) : { type: ['string', 'integer'] },
        uniqueItems: true,
        ...(field.minItems !== undefined ? { minItems: field.minItems } : {}),
        ...(field.maxItems !== undefined ? { maxItems: field.maxItems } : {}),
      };
    case 'jsonList':
      return {
        type: 'array',
        items: objectOf(field.item ?? [], (item) => item.required === true),
        ...(field.maxItems !== undefined ? { maxItems: field.maxItems } : {}),
      };
    case 'file':
      return {
        description: 'Archivo PDF: se envía como multipart/form-data (parte «datos» con el JSON del registro y una parte con este nombre).',
      };
    case 'json':
      return {};
  }
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
  return objectOf(fields, (f) => isRequiredIn(f, mode) && f.defaultValue === undefined && f.type !== 'file', mode);
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
  if (field.type === 'json') return {};
  return nullable(field.type === 'file' ? fileInfoSchema : valueSchema(field));
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
