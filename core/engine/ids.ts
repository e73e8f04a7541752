// A record id in a request body: a positive integer (int4), also given as digits in a string (route
// params are text). One schema for the generic endpoints and the named actions.
import { z } from 'zod';

export const MAX_ID = 2147483647;

export function idValue(message = 'Debe ser un identificador numérico') {
  return z.unknown().transform((value, ctx) => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : NaN;
    if (value === undefined) ctx.issues.push({ code: 'custom', message: 'Este campo es requerido', input: value });
    else if (!Number.isInteger(n) || n < 1 || n > MAX_ID) ctx.issues.push({ code: 'custom', message, input: value });
    else return n;
    return z.NEVER;
  });
}
