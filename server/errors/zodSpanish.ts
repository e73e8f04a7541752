// zod's issues in Spanish. Every body schema is parsed with this map, so no English message of
// zod ever reaches the client; the issues are then folded into the {errors: {path: message}} shape.
import type { z } from 'zod';
import { echoed } from '../../core/engine/untrustedText';
import { MESSAGES } from '../../core/engine/validation';
import { HTTP_MESSAGES, type FieldErrors, validationError, type ApiError } from './apiError';

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  null: 'nulo',
  record: 'un objeto',
  date: 'una fecha',
};

const MAX_REPORTED_ERRORS = 100;
/** Unknown keys a single message names (each cut to 100 characters): an answer never repeats unbounded input. */
const MAX_NAMED_KEYS = 10;

function sizeMessage(origin: string, bound: number | bigint, kind: 'min' | 'max'): string {
  const n = Number(bound);
  if (origin === 'string') return kind === 'min' ? `Debe tener mínimo ${n} caracteres` : `Debe tener máximo ${n} caracteres`;
  if (origin === 'array' || origin === 'set') {
    return kind === 'min' ? `Debe tener al menos ${n} elementos` : `Debe tener como máximo ${n} elementos`;
  }
  return kind === 'min' ? `Debe ser mayor o igual a ${n}` : `Debe ser menor o igual a ${n}`;
}

/** zod 4 error map: one Spanish sentence per issue. */
export const spanishErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Este campo es requerido';
      if (issue.path === undefined || issue.path.length === 0) {
        if (issue.expected === 'object' || issue.expected === 'record') return HTTP_MESSAGES.bodyNotObject;
      }
      if (issue.expected === 'int' || (issue.expected === 'number' && typeof issue.input === 'number')) {
        return 'Debe ser un número entero';
      }
      return `Debe ser ${TYPE_NAMES[issue.expected] ?? 'un valor válido'}`;
    }
    case 'too_small':
      return sizeMessage(issue.origin, issue.minimum, 'min');
    case 'too_big':
      return sizeMessage(issue.origin, issue.maximum, 'max');
    case 'invalid_format':
      return issue.format === 'email' ? 'El correo electrónico no es válido' : 'Formato no válido';
    case 'not_multiple_of':
      return 'Debe ser un número entero';
    case 'unrecognized_keys': {
      const named = issue.keys.slice(0, MAX_NAMED_KEYS).map((key) => echoed(key));
      return `Campos no permitidos: ${named.join(', ')}${issue.keys.length > MAX_NAMED_KEYS ? ', …' : ''}`;
    }
    case 'invalid_value':
      return HTTP_MESSAGES.notAllowed;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'Valor no válido';
    case 'custom':
      // Our own refinements carry Spanish messages already.
      return typeof issue.message === 'string' && issue.message !== '' ? issue.message : 'Valor no válido';
    default:
      return 'Valor no válido';
  }
};

/** A field's path as the errors map names it, cut like any echoed input (a record's keys are the caller's). */
function pathKey(path: readonly PropertyKey[]): string {
  return echoed(path.map((p) => String(p)).join('.'));
}

/** Folds zod issues into field errors (unknown keys reported one by one) and a 400 ApiError. */
export function zodToApiError(error: z.ZodError): ApiError {
  const errors: FieldErrors = {};
  let rootMessage: string | undefined;
  let count = 0;
  const add = (key: string, message: string) => {
    if (key === '') rootMessage ??= message;
    else if (!Object.hasOwn(errors, key) && count < MAX_REPORTED_ERRORS) {
      errors[key] = message;
      count++;
    }
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(pathKey([...issue.path, key]), MESSAGES.unknown(key));
    } else {
      add(pathKey(issue.path), issue.message);
    }
  }
  if (rootMessage && Object.keys(errors).length === 0) return validationError(undefined, rootMessage);
  return validationError(errors);
}
