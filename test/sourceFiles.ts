// What a cached test or bench database is made of, as one digest: each file under the given paths of
// the repository, in path order, its path then its bytes. A change to any of them names a new entry
// (the server tests' templates, test/server/database.ts; the bench's seeded database, test/bench/seedCache.ts).
import type { Hash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The files under `path` (relative to the repository; a file stands for itself), absolute. */
async function filesUnder(path: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, path), { recursive: true, withFileTypes: true }).catch(() => null);
  return entries ? entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)) : [join(ROOT, path)];
}

/** Feeds `hash` each file under `paths` that `accept` takes (by its path from the repository). */
export async function hashSourceFiles(hash: Hash, paths: readonly string[], accept: (path: string) => boolean = () => true): Promise<Hash> {
  const files = (await Promise.all(paths.map(filesUnder)))
    .flat()
    .map((file) => relative(ROOT, file))
    .filter(accept)
    .sort();
  for (const file of files) hash.update(`${file}\n`).update(await readFile(join(ROOT, file)));
  return hash;
}
