// zod → JSON Schema for the OpenAPI document: what the caller sends (io 'input'), a transform or a
// custom check left open instead of failing, and a recursive schema's definitions moved to
// components/schemas so that its references resolve inside the document.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type JsonSchema, zodJsonSchema } from '../../../server/openapi/jsonSchema';

describe('zodJsonSchema', () => {
  it('describes the input of a strict object, without a $schema of its own', () => {
    const components: Record<string, JsonSchema> = {};
    const schema = z.object({ id: z.number().int().min(1), texto: z.string().max(200).optional(), orden: z.enum(['ASC', 'DESC']).default('ASC') }).strict();
    const json = zodJsonSchema(schema, 'Cuerpo', components);
    expect(json).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
        texto: { type: 'string', maxLength: 200 },
        orden: { type: 'string', enum: ['ASC', 'DESC'], default: 'ASC' },
      },
      required: ['id'],
      additionalProperties: false,
    });
    expect(components).toEqual({});
  });

  it('leaves open what JSON Schema cannot say (a transform, a custom check), and the input side of a pipe', () => {
    const components: Record<string, JsonSchema> = {};
    const custom = z.custom<Record<string, unknown>>((v) => typeof v === 'object');
    expect(zodJsonSchema(custom, 'A', components)).toEqual({});
    expect(zodJsonSchema(custom.transform((v) => Object.keys(v)), 'B', components)).toEqual({});
    expect(zodJsonSchema(z.string().transform(Number), 'C', components)).toEqual({ type: 'string' });
    expect(zodJsonSchema(z.object({ fecha: z.date() }), 'D', components)).toMatchObject({ properties: { fecha: {} } });
  });

  it('moves a recursive schema to components/schemas and points there', () => {
    interface Nodo {
      nombre: string;
      hijos: Nodo[];
    }
    const nodo: z.ZodType<Nodo> = z.lazy(() => z.object({ nombre: z.string(), hijos: z.array(nodo) }));
    const components: Record<string, JsonSchema> = {};
    const json = zodJsonSchema(z.object({ raiz: nodo }), 'Arbol', components);
    expect(json).toEqual({ $ref: '#/components/schemas/Arbol' });
    const text = JSON.stringify(components);
    expect(text).not.toMatch(/"\$ref":"#(\/\$defs|")/);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) expect(components[ref], ref).toBeDefined();
  });
});
