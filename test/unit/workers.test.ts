// WORKERS=N (server/cluster.ts): what it accepts, the refusal on PGlite, and when the primary stops
// replacing workers that keep dying. The forking itself is run by `npm run bench -- --pg`.
import { describe, expect, it } from 'vitest';
import { checkWorkersDatabase, CRASH_WINDOW_MS, crashLimit, crashLooping, MAX_WORKERS, parseWorkers } from '../../server/cluster';

describe('WORKERS', () => {
  it('is one process when unset or empty', () => {
    expect(parseWorkers(undefined)).toBe(1);
    expect(parseWorkers('')).toBe(1);
    expect(parseWorkers('  ')).toBe(1);
  });

  it('takes a whole number from 1 to the maximum', () => {
    expect(parseWorkers('1')).toBe(1);
    expect(parseWorkers(' 2 ')).toBe(2);
    expect(parseWorkers(String(MAX_WORKERS))).toBe(MAX_WORKERS);
  });

  it.each(['0', '-1', '1.5', '2x', 'dos', '1e1', String(MAX_WORKERS + 1)])('refuses %j in Spanish', (value) => {
    expect(() => parseWorkers(value)).toThrow(/^WORKERS no válido .*número entero de 1 a 64/);
  });

  it('refuses more than one process on PGlite, naming DATABASE_URL', () => {
    expect(() => checkWorkersDatabase(2, undefined)).toThrow(/WORKERS=2 necesita PostgreSQL \(DATABASE_URL\).*PGlite solo la abre un proceso/);
    expect(() => checkWorkersDatabase(4, ' ')).toThrow(/WORKERS=4 necesita PostgreSQL/);
  });

  it('accepts one process on PGlite and any number on PostgreSQL', () => {
    expect(() => checkWorkersDatabase(1, undefined)).not.toThrow();
    expect(() => checkWorkersDatabase(8, 'postgres://u@127.0.0.1/aula')).not.toThrow();
  });
});

describe('a worker that keeps dying', () => {
  const now = 1_000_000;

  it('is replaced until the limit of deaths within the window', () => {
    expect(crashLimit(1)).toBe(3);
    expect(crashLimit(2)).toBe(4);
    const deaths = [now - 3_000, now - 2_000, now - 1_000];
    expect(crashLooping(deaths, now, 2)).toBe(false);
    expect(crashLooping([...deaths, now], now, 2)).toBe(true);
  });

  it('forgets deaths older than the window', () => {
    const old = Array.from({ length: 10 }, (_, i) => now - CRASH_WINDOW_MS - i);
    expect(crashLooping([...old, now], now, 2)).toBe(false);
  });
});
