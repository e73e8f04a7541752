// The bench's seeded PGlite database, kept between runs in node_modules/.cache/aula-bench: seeding
// 10,000 students takes about 25 s of a core and 100,000 several minutes, and gives the same data for
// the same code on the same school day. Keyed by the size, that day (the demo is placed around it)
// and every file the migrations and the seed can read (server/, core/, resources/, package-lock.json
// for PGlite's version): any change seeds again. `npm run bench -- --prepare` only fills it (CI
// seeds it at nice 19 while the tests run, then `--check` finds the database ready).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { today as schoolToday } from '../../core/engine/clock';
import { schoolClockFromEnv } from '../../server/http/schoolClock';
import { hashSourceFiles } from '../sourceFiles';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = join(ROOT, 'node_modules/.cache/aula-bench');
/** What the migrations and the seed are made of. */
const SOURCES = ['server', 'core', 'resources', 'package-lock.json'];

/** The entry's folder name: the size first (an older entry of the same size is replaced). */
async function entryName(size: number): Promise<string> {
  const hash = createHash('sha256').update(`${size}\n${schoolToday(schoolClockFromEnv())}\n`);
  return `${size}-${(await hashSourceFiles(hash, SOURCES)).digest('hex').slice(0, 16)}`;
}

/**
 * The cached data directory of `size` seeded students, for today's code and day: made by `seedInto`
 * (which must leave it closed) when the cache lacks it. Copy it before opening it: the entry is
 * shared by every later run. `cached`: whether the cache had it.
 */
export async function seededEntry(
  size: number,
  seedInto: (dataDir: string) => Promise<void>,
  cache: string = CACHE,
): Promise<{ pgdata: string; cached: boolean }> {
  const name = await entryName(size);
  const pgdata = join(cache, name, 'pgdata');
  if (existsSync(pgdata)) return { pgdata, cached: true };
  // Seeded aside, then renamed: a run that stops halfway leaves no entry that looks whole.
  const partial = join(cache, `${name}.${process.pid}.parcial`);
  await mkdir(partial, { recursive: true });
  try {
    await seedInto(join(partial, 'pgdata'));
    // Another run may have kept the same entry meanwhile: then this one is not needed.
    await rename(partial, join(cache, name)).catch(() => undefined);
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  // Older code's or days' entries of this size, and what an interrupted run left, go.
  for (const other of await readdir(cache)) {
    if (other.startsWith(`${size}-`) && !other.startsWith(name)) await rm(join(cache, other), { recursive: true, force: true });
  }
  return { pgdata, cached: false };
}
