// The floor the routes figure compares with: a plain HTML page, served by the same server from the
// same build directory, that asks the API for exactly what the app's page asked (the same paths and
// bodies, all at once) and writes the answers as plain tables (document.createElement, no framework).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiCall } from './routeProbes';

export const BASELINE_PAGE = '/bench-rutas.html';

const HTML = `<!doctype html>
<html lang="es">
  <head><meta charset="utf-8" /><title>Línea base</title><script type="module" src="/bench-rutas.js"></script></head>
  <body><main id="main-content"></main></body>
</html>
`;

/** An answer as HTML: a list of records as a table, a record as a definition list, a value as text. */
const SCRIPT = `const token = localStorage.getItem('aula.token');
const calls = JSON.parse(decodeURIComponent(location.hash.slice(1)));
const text = (value) => document.createTextNode(value === null || value === undefined ? '' : String(value));
function render(value) {
  if (Array.isArray(value) && value.length > 0 && value.every((row) => row && typeof row === 'object' && !Array.isArray(row))) {
    const table = document.createElement('table');
    const keys = Object.keys(value[0]);
    const head = table.createTHead().insertRow();
    for (const key of keys) head.appendChild(document.createElement('th')).textContent = key;
    const body = table.createTBody();
    for (const row of value) {
      const tr = body.insertRow();
      for (const key of keys) tr.insertCell().appendChild(render(row[key]));
    }
    return table;
  }
  if (Array.isArray(value)) return text(value.map((v) => (v && typeof v === 'object' ? JSON.stringify(v) : v)).join(', '));
  if (value && typeof value === 'object') {
    const list = document.createElement('dl');
    for (const [key, inner] of Object.entries(value)) {
      list.appendChild(document.createElement('dt')).textContent = key;
      list.appendChild(document.createElement('dd')).appendChild(render(inner));
    }
    return list;
  }
  return text(value);
}
const main = document.getElementById('main-content');
await Promise.all(calls.map(async (call) => {
  const headers = { authorization: 'Bearer ' + token };
  if (call.body !== null) headers['content-type'] = 'application/json';
  const response = await fetch(call.path, { method: call.method, headers, body: call.body ?? undefined });
  const type = response.headers.get('content-type') ?? '';
  const answer = type.includes('json') ? await response.json() : await response.text();
  const section = document.createElement('section');
  section.appendChild(document.createElement('h2')).textContent = call.path;
  section.appendChild(render(answer));
  main.appendChild(section);
}));
`;

/** Writes the page and its script into the build directory the server serves. */
export async function writeBaseline(outDir: string): Promise<void> {
  await writeFile(join(outDir, 'bench-rutas.html'), HTML);
  await writeFile(join(outDir, 'bench-rutas.js'), SCRIPT);
}

/** The baseline's URL for the calls a page made (its hash carries them). */
export function baselineUrl(baseUrl: string, calls: readonly ApiCall[]): string {
  const replay = calls.map(({ path, method, body }) => ({ path, method, body }));
  return `${baseUrl}${BASELINE_PAGE}#${encodeURIComponent(JSON.stringify(replay))}`;
}
