import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { spanishErrorMap, zodToApiError } from '../../../server/errors/zodSpanish';

function errorOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { error: spanishErrorMap });
  if (result.success) throw new Error('se esperaba un error');
  return zodToApiError(result.error).toBody();
}

const schema = z
  .object({
    n: z.number().int().min(1).max(10).optional(),
    s: z.string().min(2).max(3).optional(),
    e: z.enum(['ASC', 'DESC']).optional(),
    l: z.array(z.number()).min(1).max(2).optional(),
    b: z.boolean().optional(),
    o: z.object({ x: z.string() }).strict().optional(),
  })
  .strict();

describe('Spanish zod messages', () => {
  it('explain a non-object body', () => {
    for (const value of [[], 'x', 3, null, true]) {
      expect(errorOf(schema, value)).toEqual({ code: 'ValidationError', message: 'El cuerpo de la solicitud debe ser un objeto JSON' });
    }
  });

  it('give one Spanish message per field', () => {
    expect(errorOf(schema, { n: 'x', s: 5, e: 'arriba', l: [], b: 'si', o: { x: 1, y: 2 }, z: 1 }).errors).toEqual({
      n: 'Debe ser un número',
      s: 'Debe ser un texto',
      e: 'Valor no permitido',
      l: 'Debe tener al menos 1 elementos',
      b: 'Debe ser verdadero o falso',
      'o.x': 'Debe ser un texto',
      'o.y': 'Campo no permitido: y',
      z: 'Campo no permitido: z',
    });
    expect(errorOf(schema, { n: 1.5, s: 'a', l: [1, 2, 3] }).errors).toEqual({
      n: 'Debe ser un número entero',
      s: 'Debe tener mínimo 2 caracteres',
      l: 'Debe tener como máximo 2 elementos',
    });
    expect(errorOf(schema, { n: 0, s: 'abcd' }).errors).toEqual({ n: 'Debe ser mayor o igual a 1', s: 'Debe tener máximo 3 caracteres' });
    expect(errorOf(schema, { n: 11 }).errors).toEqual({ n: 'Debe ser menor o igual a 10' });
    expect(errorOf(z.object({ r: z.string() }), {}).errors).toEqual({ r: 'Este campo es requerido' });
    expect(errorOf(z.object({ m: z.string().regex(/^a/) }), { m: 'b' }).errors).toEqual({ m: 'Formato no válido' });
  });

  it('report at most 100 fields', () => {
    const big = z.array(z.number());
    const body = errorOf(z.object({ a: big }), { a: Array.from({ length: 500 }, () => 'x') });
    expect(Object.keys(body.errors ?? {})).toHaveLength(100);
  });
});

describe('echoed keys (issue 20)', () => {
  it('name an unknown key of any length by at most 100 characters, in the map and in the message', () => {
    const key = 'k'.repeat(10_000);
    const cut = `${'k'.repeat(99)}…`;
    expect(errorOf(schema, { [key]: 1 }).errors).toEqual({ [cut]: `Campo no permitido: ${cut}` });
    expect(errorOf(z.object({ o: z.object({}).strict() }), { o: { [key]: 1 } }).errors).toEqual({ [`o.${'k'.repeat(97)}…`]: `Campo no permitido: ${cut}` });
  });

  it('name at most 10 keys, each cut, in zod’s own summary of unknown keys', () => {
    const keys = Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(500, 'x'));
    const result = z.object({}).strict().safeParse(Object.fromEntries(keys.map((k) => [k, 1])), { error: spanishErrorMap });
    if (result.success) throw new Error('se esperaba un error');
    const message = result.error.issues[0]?.message ?? '';
    expect(message.startsWith('Campos no permitidos: 0xxx')).toBe(true);
    expect(message.endsWith(', …')).toBe(true);
    expect(message.length).toBeLessThan(11 * 102 + 30);
  });
});
