// SHUTDOWN_SECONDS (server/shutdown.ts): what it accepts and its Spanish refusal; and how start-up
// reads the embedded database's last close from PostgreSQL's control file (server/db/pgliteControl.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHUTDOWN_SECONDS, DUPLICATE_SIGNAL_MS, MAX_SHUTDOWN_SECONDS, shutdownSeconds, signalAction, stopBudgetMs } from '../../server/shutdown';
import { LAST_CLOSE_TEXT, pgliteLastClose } from '../../server/db/pgliteControl';

describe('SHUTDOWN_SECONDS', () => {
  it('is 10 when unset or empty', () => {
    expect(DEFAULT_SHUTDOWN_SECONDS).toBe(10);
    expect(shutdownSeconds(undefined)).toBe(10);
    expect(shutdownSeconds(' ')).toBe(10);
  });

  it('takes a whole number of seconds from 0 to the maximum', () => {
    expect(shutdownSeconds('0')).toBe(0);
    expect(shutdownSeconds(' 30 ')).toBe(30);
    expect(shutdownSeconds(String(MAX_SHUTDOWN_SECONDS))).toBe(MAX_SHUTDOWN_SECONDS);
  });

  it.each(['-1', '1.5', '10s', 'diez', '1e2', String(MAX_SHUTDOWN_SECONDS + 1)])('refuses %j in Spanish', (value) => {
    expect(() => shutdownSeconds(value)).toThrow(/^SHUTDOWN_SECONDS no válido .*número entero de segundos de 0 a 3600/);
  });

  it('gives a worker its grace plus the interruption, the database close and a margin before the primary kills it', () => {
    expect(stopBudgetMs(10_000)).toBeGreaterThan(10_000 + 30_000);
  });
});

describe('a signal', () => {
  it('stops first; a second one exits at once, unless a parent relayed the same one or the process is a worker', () => {
    expect(signalAction(undefined, 5_000)).toBe('stop');
    expect(signalAction(undefined, 5_000, true)).toBe('stop');
    // npm and tsx pass the terminal's Ctrl-C on to a process that already got it.
    expect(signalAction(5_000, 5_000 + DUPLICATE_SIGNAL_MS - 1)).toBe('ignore');
    expect(signalAction(5_000, 5_000 + DUPLICATE_SIGNAL_MS)).toBe('exit');
    // A worker's primary kills it on its own second signal.
    expect(signalAction(5_000, 60_000, true)).toBe('ignore');
  });
});

describe("the embedded database's last close", () => {
  const root = mkdtempSync(join(tmpdir(), 'aula-control-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** A data directory whose pg_control holds `state` (DBState) where PostgreSQL keeps it. */
  function dataDir(name: string, state?: number): string {
    const dir = join(root, name);
    mkdirSync(join(dir, 'global'), { recursive: true });
    if (state !== undefined) {
      const control = Buffer.alloc(8192);
      control.writeInt32LE(state, 16);
      writeFileSync(join(dir, 'global', 'pg_control'), control);
    }
    return dir;
  }

  it("is 'nueva' without a control file, 'limpia' after a shutdown, 'interrumpida' otherwise", () => {
    expect(pgliteLastClose(dataDir('vacio'))).toBe('nueva');
    expect(pgliteLastClose(dataDir('detenida', 1))).toBe('limpia');
    // In production (open, killed), in crash recovery, shutting down.
    for (const state of [6, 4, 3]) expect(pgliteLastClose(dataDir(`estado-${state}`, state))).toBe('interrumpida');
    expect(LAST_CLOSE_TEXT.limpia).toBe('Base de datos cerrada limpiamente la última vez: no necesita recuperación');
  });
});
