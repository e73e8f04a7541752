// POST JSON (or FormData, for uploads; or a Blob of JSON written ahead, for big batches) to the
// school API with the session's bearer token; failures become HttpErrors with a Spanish message
// (see errors.ts).
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

/** The client both providers share: POST JSON (or FormData) and GET a stored file as a Blob. */
export type HttpClient = PostJson & {
  /** GET /api/<path> with the session's token (stored files: a plain link cannot carry it). */
  getBlob(path: string): Promise<Blob>;
  /** POST JSON whose answer is a file to stream (exports): the ok Response, its body unread; a refusal is the API's JSON error. */
  postForStream(path: string, body: unknown, options?: { signal?: AbortSignal }): Promise<Response>;
};

export function createHttpClient(options: HttpClientOptions): HttpClient {
  /** One request with the token; a failure to reach the server (not a cancel) is networkError. */
  async function send<T>(
    path: string,
    init: RequestInit & { headers?: Record<string, string> },
    auth: boolean,
    read: (response: Response) => Promise<T>,
  ): Promise<{ response: Response; value: T }> {
    // Resolved per call so a test (or a polyfill) can replace the global fetch afterwards.
    const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
    const token = auth ? options.getToken() : null;
    const headers = { ...init.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    try {
      const response = await fetchImpl(joinUrl(options.apiUrl, path), { ...init, headers });
      return { response, value: await read(response) };
    } catch (error) {
      // A cancelled query is react-query's business, not a connection problem.
      if (isAbortError(error)) throw error;
      throw networkError();
    }
  }

  const post: PostJson = async (path, body = {}, { signal, auth = true } = {}) => {
    // A FormData body (uploads) sets its own multipart content type, boundary included.
    const form = body instanceof FormData;
    const headers: Record<string, string> = form ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' };
    // A Blob is JSON written ahead in slices (bulk.ts: bulkBody): sent as is.
    const payload = form || body instanceof Blob ? body : JSON.stringify(body);
    const { response, value: text } = await send(path, { method: 'POST', headers, body: payload, signal }, auth, (r) => r.text());
    const parsed = parseJson(text);
    if (!response.ok) throw httpErrorFromResponse(response.status, parsed.ok ? parsed.value : undefined);
    if (!parsed.ok) throw invalidResponseError(response.status);
    return parsed.value;
  };

  const getBlob = async (path: string): Promise<Blob> => {
    // Errors are JSON like every other answer of the API: read as text, parsed when not ok.
    const { response, value } = await send(path, { method: 'GET' }, true, (r): Promise<Blob | string> => (r.ok ? r.blob() : r.text()));
    if (response.ok) return value as Blob;
    const parsed = parseJson(value as string);
    throw httpErrorFromResponse(response.status, parsed.ok ? parsed.value : undefined);
  };

  const postForStream = async (path: string, body: unknown, { signal }: { signal?: AbortSignal } = {}): Promise<Response> => {
    const headers = { 'Content-Type': 'application/json' };
    // An ok answer is handed back unread, for its reader to count the bytes as they arrive.
    const { response, value } = await send(path, { method: 'POST', headers, body: JSON.stringify(body), signal }, true, (r) => (r.ok ? Promise.resolve('') : r.text()));
    if (response.ok) return response;
    const parsed = parseJson(value);
    throw httpErrorFromResponse(response.status, parsed.ok ? parsed.value : undefined);
  };

  return Object.assign(post, { getBlob, postForStream });
}
