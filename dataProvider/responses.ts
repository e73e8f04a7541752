// Shape checks of successful responses: a body of the wrong shape is an error, never a crash later.
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

/** `<prefix>/lista` → react-admin's { data, total }. */
export function asPage(value: unknown): { data: ApiRecord[]; total: number } {
  const page = asRecord(value);
  return { data: asRecords(page.datos), total: typeof page.total === 'number' ? page.total : 0 };
}
