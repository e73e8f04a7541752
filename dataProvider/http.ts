// POST JSON (or FormData, for uploads) to the school API with the session's bearer token; failures
// become HttpErrors with a Spanish message (see errors.ts).
import { httpErrorFromResponse, invalidResponseError, isAbortError, networkError } from './errors';

export interface HttpClientOptions {
  apiUrl: string;
  fetchImpl?: typeof fetch;
  getToken: () => string | null;
}

export interface PostOptions {
  signal?: AbortSignal;
  /** false for public endpoints (login, version): no Authorization header. */
  auth?: boolean;
}

export type PostJson = (path: string, body?: unknown, options?: PostOptions) => Promise<unknown>;

export function joinUrl(apiUrl: string, path: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function createHttpClient(options: HttpClientOptions): PostJson {
  return async (path, body = {}, { signal, auth = true } = {}) => {
    // Resolved per call so a test (or a polyfill) can replace the global fetch afterwards.
    const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
    // A FormData body (uploads) sets its own multipart content type, boundary included.
    const form = body instanceof FormData;
    const headers: Record<string, string> = form ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' };
    const token = auth ? options.getToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(joinUrl(options.apiUrl, path), {
        method: 'POST',
        headers,
        body: form ? body : JSON.stringify(body),
        signal,
      });
      text = await response.text();
    } catch (error) {
      // A cancelled query is react-query's business, not a connection problem.
      if (isAbortError(error)) throw error;
      throw networkError();
    }
    const parsed = parseJson(text);
    if (!response.ok) throw httpErrorFromResponse(response.status, parsed.ok ? parsed.value : undefined);
    if (!parsed.ok) throw invalidResponseError(response.status);
    return parsed.value;
  };
}
