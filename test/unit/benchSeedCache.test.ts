// The bench's seeded-database cache (test/bench/seedCache.ts): seeds once, then copies; an entry of
// other code or another day for the same size goes when a new one is kept.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedSeed } from '../bench/seedCache';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'aula-cache-semilla-'));
  made.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the bench's seeded-database cache", () => {
  it('seeds on a miss and keeps it; the next run copies it without seeding; the same size of older code goes', async () => {
    const cache = tempDir();
    mkdirSync(join(cache, '10k-0000000000000000', 'pgdata'), { recursive: true });
    mkdirSync(join(cache, '100k-0000000000000000', 'pgdata'), { recursive: true });
    let seeded = 0;
    const seedInto = async (dir: string) => {
      seeded++;
      mkdirSync(join(dir, 'base'), { recursive: true });
      writeFileSync(join(dir, 'base', 'filas'), `sembrada ${seeded}`);
    };

    const first = join(tempDir(), 'pgdata');
    expect(await cachedSeed(10_000, '10k', first, seedInto, cache)).toBe(false);
    expect(seeded).toBe(1);
    expect(readFileSync(join(first, 'base', 'filas'), 'utf8')).toBe('sembrada 1');
    const entries = readdirSync(cache).sort();
    expect(entries).toHaveLength(2);
    expect(entries).toContain('100k-0000000000000000');
    const kept = entries.find((e) => e.startsWith('10k-'));
    expect(kept).toMatch(/^10k-[0-9a-f]{16}$/);

    const second = join(tempDir(), 'pgdata');
    expect(await cachedSeed(10_000, '10k', second, seedInto, cache)).toBe(true);
    expect(seeded).toBe(1);
    expect(readFileSync(join(second, 'base', 'filas'), 'utf8')).toBe('sembrada 1');
    expect(readdirSync(cache).sort()).toEqual(entries);
  });

  it('keeps nothing when the seeding fails', async () => {
    const cache = tempDir();
    const target = join(tempDir(), 'pgdata');
    await expect(cachedSeed(100, '100', target, async () => Promise.reject(new Error('sin espacio')), cache)).rejects.toThrow('sin espacio');
    expect(existsSync(cache) ? readdirSync(cache) : []).toEqual([]);
  });
});
