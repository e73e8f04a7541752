// The app's dataProvider: react-admin's verbs plus named calls of the school API.
import type { DataProvider } from 'react-admin';

export interface BulkRowResult {
  fila: number; // 1-based position in the sent batch
  ok: boolean;
  id?: number;
  errores?: Record<string, string>;
}

export interface BulkResult {
  mensaje: string;
  creados: number;
  resultados: BulkRowResult[];
}

export interface LookupOption {
  id: string | number;
  name: string;
  [key: string]: unknown;
}

export interface AppDataProvider extends DataProvider {
  /** POST /api/<path> with `body`; resolves the parsed JSON, rejects with a react-admin HttpError (Spanish message). */
  call<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** Options of a lookup of resources/lookups.ts, as {id, name, ...row}. */
  lookup(name: string, params?: Record<string, unknown>): Promise<LookupOption[]>;
  /** `<prefix>/crear_masivo` for the resource. */
  bulkCreate(resource: string, registros: Record<string, unknown>[]): Promise<BulkResult>;
}
