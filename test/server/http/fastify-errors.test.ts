// Issue 20, finding 8: every /api answer is the Spanish {code, message} — the refusals Fastify's
// router and Node's HTTP parser make before any route included — and no answer repeats more than
// 100 characters of a key or value the caller sent.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusError } from '../../../server/errors/apiError';
import { toApiError } from '../../../server/http/plumbing';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await createTestServer({ students: 1 });
  // Node's parser runs only on a real socket (inject bypasses it): 127.0.0.1, a free port.
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('sin puerto');
  port = address.port;
});
afterAll(async () => {
  await server.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` as is on a new connection and reads the answer until the server closes it. */
function exchange(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks);
      const split = text.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = text.subarray(0, split).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const body = text.subarray(split + 4);
      // The declared length is the body's bytes (accented Spanish is longer in bytes than in characters).
      expect(Number(headers['content-length'])).toBe(body.length);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') });
    });
    socket.write(request);
  });
}

describe('refusals of Node’s HTTP parser (a real socket)', () => {
  it('a 20 kB query string is 431 with the Spanish {code, message}', async () => {
    const answer = await exchange(`GET /api/estudiante/lista?q=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({ code: 'RequestHeaderFieldsTooLarge', message: 'La dirección o los encabezados de la solicitud son demasiado largos' });
    // The refusal closed that connection only: the next one is served as ever.
    const next = await exchange('POST /api/version HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body)).toMatchObject({ zona_horaria: 'America/Bogota' });
  });

  it('20 kB of headers are 431 too', async () => {
    const answer = await exchange(`POST /api/version HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Relleno: ${'b'.repeat(20 * 1024)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).code).toBe('RequestHeaderFieldsTooLarge');
  });

  it('a request the parser cannot read is 400 "Solicitud no válida"', async () => {
    for (const request of [
      'POST /api/version HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n',
      'esto no es HTTP\r\n\r\n',
    ]) {
      const answer = await exchange(request);
      expect(answer.status, request).toBe(400);
      expect(JSON.parse(answer.body), request).toEqual({ code: 'ValidationError', message: 'Solicitud no válida' });
    }
  });
});

describe('refusals of Fastify’s router and parsers', () => {
  const json = { 'content-type': 'application/json' };
  type Case = [name: string, request: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: string; headers?: Record<string, string> }, status: number, body: { code: string; message: string }];
  const cases: Case[] = [
    ['a URL the router cannot decode', { method: 'GET', url: '/api/%zz' }, 400, { code: 'ValidationError', message: 'Solicitud no válida' }],
    ['a path parameter over 100 characters', { method: 'GET', url: `/api/rest/estudiantes/${'7'.repeat(150)}` }, 414, { code: 'UriTooLong', message: 'La dirección de la solicitud es demasiado larga' }],
    ['DELETE of a known URL', { method: 'DELETE', url: '/api/estudiante/lista' }, 404, { code: 'NotFound', message: 'La ruta solicitada no existe' }],
    ['PATCH of a known URL', { method: 'PATCH', url: '/api/estudiante/lista' }, 404, { code: 'NotFound', message: 'La ruta solicitada no existe' }],
    ['an unknown route', { method: 'POST', url: '/api/nada' }, 404, { code: 'NotFound', message: 'La ruta solicitada no existe' }],
    ['text/plain', { method: 'POST', url: '/api/version', payload: 'hola', headers: { 'content-type': 'text/plain' } }, 400, { code: 'ValidationError', message: 'Tipo de contenido no soportado: envíe los datos en formato JSON' }],
    ['a body without content type', { method: 'POST', url: '/api/version', payload: 'hola' }, 400, { code: 'ValidationError', message: 'Tipo de contenido no soportado: envíe los datos en formato JSON' }],
    ['invalid JSON', { method: 'POST', url: '/api/version', payload: '{"a":', headers: json }, 400, { code: 'ValidationError', message: 'El cuerpo de la solicitud no es un JSON válido' }],
    ['a body over the limit', { method: 'POST', url: '/api/version', payload: JSON.stringify({ a: 'x'.repeat(200 * 1024) }), headers: json }, 413, { code: 'PayloadTooLarge', message: 'El cuerpo de la solicitud supera el tamaño máximo permitido' }],
  ];

  // One table: a bad URL and a long parameter answered in English until issue 20; the rest are kept as they were.
  it('answer the Spanish {code, message} with the API’s headers', async () => {
    for (const [name, request, status, body] of cases) {
      const response = await server.app.inject(request);
      expect(response.statusCode, name).toBe(status);
      expect(response.headers['content-type'], name).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control'], name).toBe('no-store');
      expect(response.json(), name).toEqual(body);
    }
  });
});

describe('any status Fastify or a plugin may raise', () => {
  it('keeps its status and says it in Spanish, never the error’s English message', () => {
    const english = (statusCode: number, code = 'FST_ERR_SOMETHING') => Object.assign(new Error('Something went wrong in English'), { statusCode, code });
    expect(toApiError(english(414, 'FST_ERR_MAX_PARAM_LENGTH')).toBody()).toEqual({ code: 'UriTooLong', message: 'La dirección de la solicitud es demasiado larga' });
    expect(toApiError(english(406)).status).toBe(406);
    expect(toApiError(english(406)).toBody()).toEqual({ code: 'BadRequest', message: 'Solicitud no válida' });
    expect(toApiError(english(408)).toBody()).toEqual({ code: 'RequestTimeout', message: 'La solicitud tardó demasiado en llegar. Intente de nuevo.' });
    expect(toApiError(english(429)).toBody()).toEqual({ code: 'TooManyRequests', message: 'Demasiadas solicitudes. Intente de nuevo más tarde.' });
    expect(toApiError(english(503)).toBody()).toEqual({ code: 'InternalError', message: 'Error interno del servidor. Intente de nuevo más tarde.' });
    expect(toApiError(new Error('boom')).status).toBe(500);
    expect(statusError(431).toBody()).toEqual({ code: 'RequestHeaderFieldsTooLarge', message: 'La dirección o los encabezados de la solicitud son demasiado largos' });
  });
});

describe('echoed input', () => {
  const longKey = 'k'.repeat(10_000);
  const cut = `${'k'.repeat(99)}…`;

  it('an unknown 10,000-character key is named by its first 99 characters and an ellipsis', async () => {
    for (const path of ['estudiante/crear', 'login']) {
      const response = await server.post(path, { [longKey]: 1 }, path === 'login' ? null : server.adminToken);
      expect(response.statusCode, path).toBe(400);
      const errors = (response.json() as { errors: Record<string, string> }).errors;
      expect(errors[cut], path).toBe(`Campo no permitido: ${cut}`);
      expect(response.body.length, path).toBeLessThan(2000);
    }
  });

  it('so is a long unknown key of a bulk line or a REST query parameter', async () => {
    const bulk = await server.post('estudiante/crear_masivo', { registros: [{ [longKey]: 'x' }] }, server.adminToken);
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().filas[0].errores[cut]).toBe(`Campo no permitido: ${cut}`);
    expect(bulk.body.length).toBeLessThan(2000);
    const rest = await server.app.inject({ method: 'GET', url: `/api/rest/estudiantes?${'p'.repeat(10_000)}=1`, headers: { authorization: `Bearer ${server.adminToken}` } });
    expect(rest.statusCode).toBe(400);
    const errors = rest.json().errors as Record<string, string>;
    for (const [key, message] of Object.entries(errors)) {
      expect(key.length).toBeLessThanOrEqual(100);
      expect(message.length).toBeLessThanOrEqual(200);
    }
    expect(rest.body.length).toBeLessThan(2000);
  });
});
