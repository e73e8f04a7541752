// The REST face against garbage, as the endpoint matrix does for the POST contract: random query
// parameters, path ids and bodies on every route of every declaration — never a 500, never an
// English message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARATIONS } from '../../../resources/registry';
import { restRoutes } from '../../../server/rest/routes';
import { createRandom, type Random } from '../../../server/seed/prng';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** English words zod, Fastify or PostgreSQL would use; none may reach the client. */
const ENGLISH = /\b(expected|received|invalid|required|must|unrecognized|string|object|array|boolean|undefined|error:|violates|duplicate|syntax|unexpected|body|type)\b/i;

const IDS = ['1', '2', 'abc', '-1', '0', '1.5', '2147483648', '99999999999999999999', '%00', '%F0%9F%98%80', '1e3', ' 7'];
const VALUES: unknown[] = ['', ' ', 'abc', 'ñandú', '\u0000', 'x'.repeat(2000), 0, -1, 1.5, 2147483648, 1e308, true, false, null, [], {}, ['a', 1], { a: 1 }];

function randomJson(random: Random, fields: string[], depth = 0): unknown {
  const roll = random.int(0, depth > 1 ? 2 : 4);
  if (roll <= 2) return random.pick(VALUES);
  if (roll === 3) return Array.from({ length: random.int(0, 3) }, () => randomJson(random, fields, depth + 1));
  return Object.fromEntries(Array.from({ length: random.int(0, 4) }, () => [random.pick(fields), randomJson(random, fields, depth + 1)]));
}

function randomQuery(random: Random, fields: string[]): string {
  const parts: string[] = [];
  for (const name of ['sort', 'range', 'filter', random.pick(['embed', 'q', '_', 'page'])]) {
    if (random.int(0, 2) === 0) continue;
    const text = random.int(0, 4) === 0 ? random.pick(['{', '[1,', 'null', '"x"', '%', '']) : JSON.stringify(randomJson(random, [...fields, 'q', 'id']));
    parts.push(`${name}=${encodeURIComponent(text)}`);
  }
  if (random.int(0, 5) === 0) parts.push('sort=["id","ASC"]&sort=["id","DESC"]');
  return parts.join('&');
}

describe('garbage on the REST face', () => {
  it('never a 500 nor an English message, on any route of any resource', async () => {
    const random = createRandom(12);
    const seen = new Map<number, number>();
    for (const decl of DECLARATIONS) {
      const fields = ['id', 'version', ...decl.fields.map((f) => f.source), 'password_hash', '__proto__', ''];
      for (const route of restRoutes(decl).filter((r) => r.permission !== null)) {
        for (let i = 0; i < 15; i++) {
          let url = route.url.replace(':id', random.pick(IDS));
          if (route.operation === 'getList') url += `?${randomQuery(random, fields)}`;
          const withBody = route.method === 'POST' || route.method === 'PUT';
          const contentType = random.int(0, 6) === 0 ? random.pick(['text/plain', 'application/xml', 'multipart/form-data']) : 'application/json';
          const payload = withBody ? (random.int(0, 5) === 0 ? random.pick(['{', '[]', 'null', '"x"', '']) : JSON.stringify(randomJson(random, fields))) : undefined;
          const response = await server.app.inject({
            method: route.method,
            url,
            payload,
            headers: { authorization: `Bearer ${server.adminToken}`, ...(payload === undefined ? {} : { 'content-type': contentType }) },
          });
          const what = `${route.method} ${url} ← ${String(payload).slice(0, 200)}`;
          seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
          expect([200, 201, 400, 404, 409, 413], what).toContain(response.statusCode);
          if (response.statusCode >= 400) {
            const body = response.json() as { code?: unknown; message?: unknown; errors?: Record<string, unknown> };
            expect(typeof body.code, what).toBe('string');
            expect(String(body.message), what).not.toMatch(ENGLISH);
            for (const message of Object.values(body.errors ?? {})) expect(String(message), what).not.toMatch(ENGLISH);
          }
        }
      }
    }
    // Both the refusals and the handlers were reached.
    expect(seen.get(400)).toBeGreaterThan(100);
    expect(seen.get(200)).toBeGreaterThan(10);
  }, 120_000);
});
