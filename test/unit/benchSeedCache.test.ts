// The bench's seeded-database cache (test/bench/seedCache.ts): seeds once, then hands the same entry;
// an entry of other code or another day for the same size goes when a new one is kept.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seededEntry } from '../bench/seedCache';

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
  it('seeds on a miss and keeps it; the next run gets it without seeding; the same size of older code goes', async () => {
    const cache = tempDir();
    mkdirSync(join(cache, '10000-0000000000000000', 'pgdata'), { recursive: true });
    mkdirSync(join(cache, '100000-0000000000000000', 'pgdata'), { recursive: true });
    let seeded = 0;
    const seedInto = async (dir: string) => {
      seeded++;
      mkdirSync(join(dir, 'base'), { recursive: true });
      writeFileSync(join(dir, 'base', 'filas'), `sembrada ${seeded}`);
    };

    const first = await seededEntry(10_000, seedInto, cache);
    expect(first.cached).toBe(false);
    expect(seeded).toBe(1);
    expect(readFileSync(join(first.pgdata, 'base', 'filas'), 'utf8')).toBe('sembrada 1');
    const entries = readdirSync(cache).sort();
    expect(entries).toHaveLength(2);
    expect(entries).toContain('100000-0000000000000000');
    expect(entries.find((e) => e !== '100000-0000000000000000')).toMatch(/^10000-[0-9a-f]{16}$/);

    const second = await seededEntry(10_000, seedInto, cache);
    expect(second).toEqual({ pgdata: first.pgdata, cached: true });
    expect(seeded).toBe(1);
    expect(readdirSync(cache).sort()).toEqual(entries);
  });

  it('keeps nothing when the seeding fails', async () => {
    const cache = join(tempDir(), 'cache');
    await expect(seededEntry(100, async () => Promise.reject(new Error('sin espacio')), cache)).rejects.toThrow('sin espacio');
    expect(existsSync(cache) ? readdirSync(cache) : []).toEqual([]);
  });
});
