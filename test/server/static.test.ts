// The built app's files: the .br/.gz written at build time (vite.config.ts) are sent to browsers
// that accept them, hashed assets are cached for a year, index.html is always revalidated.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../vite.config';
import { createTestServer, type TestServer } from './helpers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const JS = 'assets/index-AbCd12_-.js';
const RANDOM = 'assets/datos-Zz9xYw01.js';
const script = Array.from({ length: 400 }, (_, i) => `export function paso${i}(x) { return x * ${i} + "texto repetido"; }`).join('\n');
const html = `<!doctype html><html lang="es"><head><script type="module" src="/${JS}"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

let dir: string;
let server: TestServer;

function get(url: string, acceptEncoding?: string) {
  return server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aula-estaticos-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), html);
  await writeFile(join(dir, JS), script);
  // Incompressible: no variant is written, the file itself is sent.
  await writeFile(join(dir, RANDOM), randomBytes(4096));
  await writeFile(join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`);
  await writeFile(join(dir, 'sw.js'), "self.addEventListener('message', () => self.skipWaiting());");
  await precompressFiles(dir, ['index.html', JS, RANDOM, 'favicon.svg']);
  server = await createTestServer({ staticDir: dir });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  it('the build writes .br and .gz only when smaller', () => {
    for (const file of ['index.html', JS, 'favicon.svg']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(join(dir, `${RANDOM}.br`))).toBe(false);
    expect(existsSync(join(dir, `${RANDOM}.gz`))).toBe(false);
  });

  it('sends brotli to browsers that accept it, else gzip, else the file', async () => {
    const br = await get(`/${JS}`, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get(`/${JS}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get(`/${JS}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    const random = await get(`/${RANDOM}`, 'br, gzip');
    expect(random.statusCode).toBe(200);
    expect(random.headers['content-encoding']).toBeUndefined();
    expect(random.rawPayload.length).toBe(4096);
  });

  it('caches hashed assets for a year, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await get(`/${JS}`, encoding)).headers['cache-control'], encoding).toBe(IMMUTABLE);
    }
    expect((await get(`/${RANDOM}`, 'br')).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates index.html (at / and at app routes) and unhashed files', async () => {
    for (const url of ['/', '/index.html', '/estudiantes']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(html);
    }
    expect((await get('/favicon.svg', 'gzip')).headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the service worker at the root (scope /), which the CSP lets run', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("worker-src 'self'");
  });

  it('never marks a missing asset immutable (the app page answers it)', async () => {
    const response = await get('/assets/borrado-AbCd1234.js', 'br');
    expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
  });

  it('leaves the API alone', async () => {
    const response = await server.post('version', {}, null, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
