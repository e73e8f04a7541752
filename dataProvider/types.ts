// The app's dataProvider: react-admin's verbs plus named calls of the school API.
import type { DataProvider, Identifier, SortPayload } from 'react-admin';
import type { DownloadRequest, DownloadResult, ExportFormat } from './exports';
import type { ImportAnswer, ImportBody } from '../core/engine/bulkImport';

export type { DownloadRequest, DownloadResult, ExportFormat } from './exports';

export interface BulkRowResult {
  fila: number; // 1-based position in the sent batch
  ok: boolean;
  id?: number;
  errores?: Record<string, string>;
}

/** crear_masivo's 200: every line was written ('Se crearon N registros.'). */
export interface BulkResult {
  mensaje: string;
  creados: number;
  resultados: BulkRowResult[];
}

export interface BulkLineErrors {
  fila: number; // 1-based position in the sent batch
  errores: Record<string, string>;
}

/** crear_masivo's 400/409 body beyond code and message: nothing was written, these lines are bad. */
export interface BulkRejection {
  message: string;
  filas: BulkLineErrors[];
}

export interface LookupOption {
  id: string | number;
  name: string;
  [key: string]: unknown;
}

export interface AppDataProvider extends DataProvider {
  /** POST /api/<path> with `body`; resolves the parsed JSON, rejects with a react-admin HttpError (Spanish message). */
  call<T = unknown>(path: string, body?: unknown): Promise<T>;
  /**
   * The same POST for a background read (a page refreshing itself): no 'Procesando...' overlay and no
   * message shown; a refusal rejects like call's, for the page to show.
   */
  read<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** Options of a lookup of core/engine/lookups.ts, as {id, name, ...row}. */
  lookup(name: string, params?: Record<string, unknown>): Promise<LookupOption[]>;
  /** `<prefix>/crear_masivo` for the resource (all or nothing); a refused batch rejects with an HttpError that bulkRejectionOf reads. */
  bulkCreate(resource: string, registros: Record<string, unknown>[]): Promise<BulkResult>;
  /** <recurso>/importar: the preview of lines that may meet existing records, or (confirmar) their write. */
  importRows(resource: string, body: ImportBody): Promise<ImportAnswer>;
  /** The stored file of a record's 'file' field (GET <prefix>/archivo/<id>/<campo> with the session's token). */
  fetchFile(resource: string, id: Identifier, source: string): Promise<Blob>;
  /** A document the server draws (GET /api/<path>, e.g. 'pdf/cambio-nivel?id=7') with the session's token. */
  fetchDocument(path: string): Promise<Blob>;
  /** A list's file (<prefix>/exportar): its current filter and sort, every page; saved as the browser's download. */
  exportar(resource: string, params: ExportParams): Promise<DownloadResult>;
  /** Any file the server streams (a report's reportes/<name>/exportar), saved as the browser's download. */
  downloadExport(request: DownloadRequest): Promise<DownloadResult>;
}

/** A list export as react-admin's list context describes it. */
export interface ExportParams {
  /** The list's filterValues (with its permanent filter: a child list's parent). */
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  formato: ExportFormat;
  meta?: unknown;
  onProgress?: (bytes: number) => void;
  signal?: AbortSignal;
}
