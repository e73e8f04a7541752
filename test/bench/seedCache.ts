// The bench's seeded PGlite database, kept between runs in node_modules/.cache/aula-bench: seeding
// 10,000 students takes about 25 s of a core and 100,000 several minutes, and gives the same data for
// the same code on the same school day. Keyed by the size, that day (the demo is placed around it)
// and every file the migrations and the seed can read (server/, core/, resources/, package-lock.json
// for PGlite's version): any change seeds again. `npm run bench -- --prepare` only fills it (CI
// seeds while the PostgreSQL tests run, then `--check` finds the database ready).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { today as schoolToday } from '../../core/engine/clock';
import { schoolClockFromEnv } from '../../server/http/schoolClock';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = join(ROOT, 'node_modules/.cache/aula-bench');
/** What the migrations and the seed are made of. */
const SOURCES = ['server', 'core', 'resources', 'package-lock.json'];

async function filesUnder(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(path, e.name)) : [join(path, e.name)])));
  return nested.flat();
}

/** The cache entry's folder name: the size first (an older entry of the same size is replaced). */
async function entryName(size: number, label: string): Promise<string> {
  const hash = createHash('sha256').update(`${size}\n${schoolToday(schoolClockFromEnv())}\n`);
  const files = (await Promise.all(SOURCES.map((s) => filesUnder(join(ROOT, s))))).flat().sort();
  for (const file of files) hash.update(`${relative(ROOT, file)}\n`).update(await readFile(file));
  return `${label}-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * The seeded data directory of `size` students (`label`: '10k') copied to `target` from the cache, or made there by `seedInto`
 * (which must leave it closed) and then kept in `cache`. Resolves to whether the cache had it.
 */
export async function cachedSeed(
  size: number,
  label: string,
  target: string,
  seedInto: (dataDir: string) => Promise<void>,
  cache: string = CACHE,
): Promise<boolean> {
  const name = await entryName(size, label);
  const entry = join(cache, name);
  if (existsSync(join(entry, 'pgdata'))) {
    await cp(join(entry, 'pgdata'), target, { recursive: true });
    return true;
  }
  await seedInto(target);
  await mkdir(cache, { recursive: true });
  // Copied aside, then renamed: a run that stops halfway leaves no entry that looks whole.
  const partial = join(cache, `${name}.${process.pid}.parcial`);
  await cp(target, join(partial, 'pgdata'), { recursive: true });
  // Another run may have kept the same entry meanwhile: then this copy is not needed.
  await rename(partial, entry).catch(() => rm(partial, { recursive: true, force: true }));
  // Older code's or days' entries of this size, and what an interrupted run left, go.
  for (const other of await readdir(cache)) {
    if (other.startsWith(`${label}-`) && !other.startsWith(name)) await rm(join(cache, other), { recursive: true, force: true });
  }
  return false;
}
