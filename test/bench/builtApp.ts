// dist/ as `npm run build` leaves it, rebuilt when any source is newer than its index.html: the
// figures that serve the built app (assets, the 1,000-row render) share one build per run, and a
// stale dist/ never stands in for the current sources.
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildInto } from './listRender';

const SOURCES = ['src', 'resources', 'dataProvider', 'authProvider', 'index.html', 'vite.config.ts', 'package-lock.json'];

async function newestSource(root: string): Promise<number> {
  let newest = 0;
  for (const source of SOURCES) {
    const path = join(root, source);
    if (!existsSync(path)) continue;
    const info = await stat(path);
    if (!info.isDirectory()) {
      newest = Math.max(newest, info.mtimeMs);
      continue;
    }
    for (const entry of await readdir(path, { recursive: true })) newest = Math.max(newest, (await stat(join(path, entry))).mtimeMs);
  }
  return newest;
}

export async function currentBuild(root: string, log: (line: string) => void): Promise<string> {
  const dir = join(root, 'dist');
  const index = join(dir, 'index.html');
  const fresh = existsSync(index) && existsSync(`${index}.br`) && (await stat(index)).mtimeMs >= (await newestSource(root));
  if (!fresh) {
    log('  dist/ ausente o anterior a las fuentes: vite build…');
    await buildInto(dir);
  }
  return dir;
}
