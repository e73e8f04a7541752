// Option lists of core/engine/lookups.ts, fetched once per (name, params) for the session.
import { lookupOf } from '../core/engine/lookups';
import type { PostJson } from './http';
import { invalidResponseError } from './errors';
import type { LookupOption } from './types';

export interface LookupCache {
  lookup(name: string, params?: Record<string, unknown>): Promise<LookupOption[]>;
  clear(): void;
}

function toOptions(rows: unknown, idKey: string, nameKey: string): LookupOption[] {
  if (!Array.isArray(rows)) throw invalidResponseError(200);
  return rows
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => ({ ...row, id: row[idKey] as string | number, name: String(row[nameKey] ?? '') }));
}

export function createLookupCache(post: PostJson): LookupCache {
  // Promises are cached so concurrent selects share one request; a failure is forgotten.
  const cache = new Map<string, Promise<LookupOption[]>>();
  return {
    lookup(name, params = {}) {
      let lookup;
      try {
        lookup = lookupOf(name);
      } catch (error) {
        return Promise.reject(error);
      }
      // Only the declared parameter reaches the server (and the cache key).
      const raw = lookup.param ? params[lookup.param] : undefined;
      // Ids picked in a form may be numeric strings; the API wants numbers.
      const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
      const body = lookup.param && value !== undefined && value !== null && value !== '' ? { [lookup.param]: value } : {};
      const key = `${name}:${JSON.stringify(body)}`;
      let entry = cache.get(key);
      if (!entry) {
        entry = post(lookup.endpoint, body).then((rows) => toOptions(rows, lookup.id, lookup.name));
        const pending = entry;
        pending.catch(() => {
          if (cache.get(key) === pending) cache.delete(key);
        });
        cache.set(key, entry);
      }
      return entry;
    },
    clear() {
      cache.clear();
    },
  };
}
