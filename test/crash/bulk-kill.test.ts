// Crash safety of bulk imports (docs/operations.md, 'Reliability'): the real server (server/main.ts) on an
// on-disk PGlite is killed with SIGKILL at a random point of a 5,000-row import (students and rooms
// in turn), then started again on the same data. After every restart each batch is there whole or
// not at all, as any request sees it, and a following import succeeds. CRASH_ROUNDS sets the number
// of kills (default 2, in every `npm test`; `npm run test:crash` runs 20).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../serverProcess';
import { type Kind, type LoggedIn, ROWS, sendImport, seededDataDir, START_TIMEOUT_MS, startLoggedIn, visibleRows } from './imports';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 2);

let dataDir: string;
let current: LoggedIn;
let server: ServerProcess;

async function start(): Promise<void> {
  current = await startLoggedIn(dataDir);
  server = current.server;
}

const send = (kind: Kind, marker: string, rows: number) => sendImport(current, kind, marker, rows);
const visible = (kind: Kind, marker: string) => visibleRows(current, kind, marker);

async function kill(): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'aula-choque-'));
  await seededDataDir(dataDir);
  await start();
}, START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop(300);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a bulk import killed with SIGKILL', () => {
  it(`leaves each batch whole or absent after ${ROUNDS} restarts, and the next import works`, async () => {
    // One import of each kind to completion first: how long each takes here, so the kills fall inside the write.
    const importMs = {} as Record<Kind, number>;
    for (const kind of ['estudiantes', 'salones'] as const) {
      const began = performance.now();
      expect((await send(kind, 'ChoqPrevio', ROWS)).status).toBe(200);
      importMs[kind] = performance.now() - began;
      expect(await visible(kind, 'ChoqPrevio')).toBe(ROWS);
    }

    let interrupted = 0;
    // Where in each kind's import the kills fall, as a share of the first import's time. A warm import
    // runs faster than that first one, so the window moves: a kill after the answer (completed) pulls
    // it earlier, one before the write began (nothing to undo) pushes it later. The first ROUNDS kills
    // spread over the window; extra rounds (at most EXTRA) run only until one kill has hit a write.
    const window: Record<Kind, { from: number; to: number }> = { estudiantes: { from: 0.3, to: 1 }, salones: { from: 0.3, to: 1 } };
    const EXTRA = 6;
    for (let round = 0; round < ROUNDS || (interrupted === 0 && round < ROUNDS + EXTRA); round += 1) {
      const kind: Kind = round % 2 === 0 ? 'estudiantes' : 'salones';
      // Names take letters only: the round as letters (0 → A, 27 → BB).
      const marker = `Choq${String.fromCharCode(65 + (round % 26)).repeat(1 + Math.floor(round / 26))}z`;
      const { from, to } = window[kind];
      const share = from + (to - from) * (round < ROUNDS ? (round + Math.random()) / ROUNDS : 0.5);
      const answer = send(kind, marker, ROWS).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, importMs[kind] * share));
      await kill();
      const status = (await answer)?.status;
      // An answer that arrived before the kill is a completed import (never a refused one).
      expect(status ?? 200).toBe(200);
      const completed = status === 200;
      await start();
      const undone = server.output().includes('Cargas masivas interrumpidas deshechas');
      if (undone) interrupted += 1;
      else if (completed) window[kind].to = share;
      else window[kind].from = share;

      const seen = await visible(kind, marker);
      expect({ round, kind, seen: completed ? seen : seen === 0 || seen === ROWS }).toEqual({ round, kind, seen: completed ? ROWS : true });
      const next = await send(kind, `${marker}Sig`, 20);
      expect({ round, status: next.status, body: next.status === 200 ? null : await next.text() }).toEqual({ round, status: 200, body: null });
      expect(await visible(kind, `${marker}Sig`)).toBe(20);
    }
    // Some kills must have landed inside a write, or the test proved nothing.
    expect(interrupted).toBeGreaterThan(0);
  });
});
