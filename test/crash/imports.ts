// The crash tests' real server (server/main.ts on an on-disk PGlite, test/serverProcess.ts) with the
// demo admin logged in, and the 5,000-row imports they cut short: students or rooms, each row's
// values unique to its marker and to the import.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { seedDataDir, type ServerProcess, startServerProcess } from '../serverProcess';
import { sourcesDigest } from '../server/database';
import { ADMIN } from '../server/helpers';

export const ROWS = 5000;
/** A first start seeds the demo school; a restart after a kill may replay and undo first. */
export const START_TIMEOUT_MS = 180_000;

export type Kind = 'estudiantes' | 'salones';

export const IMPORTS: Record<Kind, { path: string; row: (marker: string, i: number, serial: number) => Record<string, string> }> = {
  estudiantes: {
    path: 'estudiante/crear_masivo',
    row: (marker, i, serial) => ({
      primer_nombre: 'Choque', primer_apellido: marker, tipo_documento: 'CC', numero_documento: `7${String(serial).padStart(3, '0')}${String(i).padStart(5, '0')}`,
      movil: '3105550000', email: `${marker.toLowerCase()}.${i}@correo.test`, sede_id: String(1 + (i % 25)), curso_actual_id: String(1 + (i % 10)),
    }),
  },
  salones: {
    path: 'salon/crear_masivo',
    row: (marker, i) => ({ nombre: `${marker} ${i}`, numero: `${marker}-${i}`, capacidad: String(1 + (i % 30)), tipo_salon: 'regular', sede_id: String(1 + (i % 25)) }),
  },
};

const TEMPLATES = join(tmpdir(), 'aula-admin-pruebas');
/** A lock older than this was left by a process that died while seeding. */
const STALE_LOCK_MS = 5 * 60_000;

/**
 * Fills `target` (absent) with a copy of a data directory the real server seeded with the demo
 * school on its first start and closed cleanly. The seeding (15–20 s) happens once for the
 * sources and the day (a crash file running beside another waits for it), not once per file.
 */
export async function seededDataDir(target: string): Promise<void> {
  const day = new Date().toLocaleDateString('sv');
  const name = `datos-${await sourcesDigest()}-${day}`;
  const ready = join(TEMPLATES, name);
  const lock = `${ready}.bloqueo`;
  mkdirSync(TEMPLATES, { recursive: true });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`Sin directorio de datos sembrado a tiempo (${ready})`);
    try {
      mkdirSync(lock);
    } catch {
      // Another file seeds it: wait, unless its lock is stale.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      // Directories of older sources or days are never read again.
      for (const stale of readdirSync(TEMPLATES)) if (stale.startsWith('datos-') && !stale.startsWith(name)) rmSync(join(TEMPLATES, stale), { recursive: true, force: true });
      const partial = join(lock, 'datos');
      await seedDataDir({ DATA_DIR: partial, DATABASE_URL: '' }, START_TIMEOUT_MS);
      renameSync(partial, ready);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  cpSync(ready, target, { recursive: true });
}

export interface LoggedIn {
  server: ServerProcess;
  token: string;
}

/** The server on `dataDir` (PGlite: DATABASE_URL emptied) with `env` added, and the demo admin's token. */
export async function startLoggedIn(dataDir: string, env: Record<string, string> = {}): Promise<LoggedIn> {
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', ...env }, START_TIMEOUT_MS);
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(response.status).toBe(200);
  return { server, token: ((await response.json()) as { token: string }).token };
}

/** Imports made so far by this file: each one's document numbers are its own. */
let imports = 0;

export function sendImport({ server, token }: LoggedIn, kind: Kind, marker: string, rows: number): Promise<Response> {
  const serial = (imports += 1);
  const registros = Array.from({ length: rows }, (_, i) => IMPORTS[kind].row(marker, i, serial));
  return fetch(`${server.url}/api/${IMPORTS[kind].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ registros }),
  });
}

/** How many rows holding `marker` a request sees (the REST face counts them all). */
export async function visibleRows({ server, token }: LoggedIn, kind: Kind, marker: string): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ q: marker }));
  const response = await fetch(`${server.url}/api/rest/${kind}?range=[0,0]&filter=${filter}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1]);
}
