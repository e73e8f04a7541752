// zod body schemas as JSON Schema 2020-12 (the dialect of OpenAPI 3.1): what a caller sends (`io:
// 'input'`); what JSON Schema cannot say (a transform, a custom check) becomes `{}` rather than an error.
import { z } from 'zod';

export type JsonSchema = { [key: string]: unknown };

/** A schema that cannot be converted at all: any JSON body, checked by the server. */
const ANY_BODY: JsonSchema = { description: 'Cuerpo JSON; el servidor lo valida.' };

/**
 * The JSON Schema of a zod schema, ready to sit anywhere in an OpenAPI document: local references
 * (`#`, `#/$defs/…`, written for recursive schemas) would point at the document's root there, so
 * the definitions move to `components.schemas` under `name` (added to `components`).
 */
export function zodJsonSchema(schema: z.ZodType, name: string, components: Record<string, JsonSchema>): JsonSchema {
  let converted: JsonSchema;
  try {
    converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  } catch {
    return { ...ANY_BODY };
  }
  const { $schema: _dialect, $defs, ...root } = converted;
  const defs = ($defs ?? {}) as Record<string, JsonSchema>;
  if (Object.keys(defs).length === 0 && !JSON.stringify(root).includes('"$ref":"#')) return root;
  const target = (ref: string) => (ref === '#' ? `#/components/schemas/${name}` : ref.replace(/^#\/\$defs\//, `#/components/schemas/${name}_`));
  for (const [key, def] of Object.entries(defs)) components[`${name}_${key}`] = rewriteRefs(def, target) as JsonSchema;
  components[name] = rewriteRefs(root, target) as JsonSchema;
  return { $ref: `#/components/schemas/${name}` };
}

/** A copy with every `$ref` mapped. */
function rewriteRefs(value: unknown, target: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, target));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' ? target(item) : rewriteRefs(item, target)]),
  );
}
