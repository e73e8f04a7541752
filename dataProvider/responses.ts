// Shape checks of successful responses: a body of the wrong shape is an error, never a crash later.
import { listAnswerSchema } from '../core/engine/crudBodies';
import { invalidResponseError } from './errors';

export type ApiRecord = Record<string, unknown>;

export function asRecord(value: unknown): ApiRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidResponseError(200);
  return value as ApiRecord;
}

export function asRecords(value: unknown): ApiRecord[] {
  if (!Array.isArray(value)) throw invalidResponseError(200);
  return value as ApiRecord[];
}

/** `<prefix>/lista` → react-admin's { data, total }: the answer as core/engine/crudBodies.ts writes it, else an error. */
export function asPage(value: unknown): { data: ApiRecord[]; total: number } {
  const page = listAnswerSchema.safeParse(value);
  if (!page.success) throw invalidResponseError(200);
  return { data: page.data.datos, total: page.data.total };
}
