// The crash tests' real server (server/main.ts on an on-disk PGlite, test/serverProcess.ts) with the
// demo admin logged in, and the 5,000-row imports they cut short: students or rooms, each row's
// values unique to its marker and to the import.
import { expect } from 'vitest';
import { type ServerProcess, startServerProcess } from '../serverProcess';
import { ADMIN } from '../server/helpers';

import { seededDataDir, START_TIMEOUT_MS } from './seededData';

export { seededDataDir, START_TIMEOUT_MS };

export const ROWS = 5000;

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
