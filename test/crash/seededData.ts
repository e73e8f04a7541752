// The crash tests' data directory: the demo school as the real server seeds it on its first start,
// made once for the sources and the day in the temp dir and copied for each file. The project's
// global setup makes it while the first projects run (global-setup.ts); a file finds it ready, or
// waits for whoever is making it.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDataDir } from '../serverProcess';
import { sourcesDigest } from '../server/database';

/** A first start seeds the demo school; a restart after a kill may replay and undo first. */
export const START_TIMEOUT_MS = 180_000;

const TEMPLATES = join(tmpdir(), 'aula-admin-pruebas');
/** A lock older than this was left by a process that died while seeding. */
const STALE_LOCK_MS = 5 * 60_000;

/**
 * The seeded data directory for today's sources and day, seeded here (15–20 s) unless it exists or
 * another process is seeding it (then waited for, up to `timeoutMs`). Its path.
 */
export async function seededTemplate(timeoutMs = START_TIMEOUT_MS): Promise<string> {
  const day = new Date().toLocaleDateString('sv');
  const name = `datos-${await sourcesDigest()}-${day}`;
  const ready = join(TEMPLATES, name);
  const lock = `${ready}.bloqueo`;
  mkdirSync(TEMPLATES, { recursive: true });
  const deadline = Date.now() + timeoutMs;
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
  return ready;
}

/** Fills `target` (absent) with a copy of the seeded data directory (seededTemplate). */
export async function seededDataDir(target: string): Promise<void> {
  cpSync(await seededTemplate(), target, { recursive: true });
}
