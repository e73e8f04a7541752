// `npm start`'s prestart (README 'The two commands'): `vite build` only when the interface's inputs
// or dist/ changed since the last successful build (the stamp: buildInputs.ts), and quietly
// (--logLevel warn: warnings and errors still show), so the start-up banner that follows stays on
// screen. One line says which it was; a failed build stops `npm start` with Vite's error.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDigest, buildSettings, indexMark, listInputs, needsBuild, parseStamp, STAMP_FILE, stampText } from './buildInputs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const stampPath = join(root, STAMP_FILE);
const indexPath = join(root, 'dist', 'index.html');

function readOrNull(read: () => string): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

const currentIndex = (): string | null => indexMark(statSync(indexPath, { throwIfNoEntry: false }) ?? null);

// Taken before the build: a file saved while it runs leaves a digest that no longer matches, so the
// next start builds again rather than trusting a dist/ that may predate the edit.
const inputs = buildDigest(await listInputs(root), buildSettings(process.env));

if (!needsBuild(parseStamp(readOrNull(() => readFileSync(stampPath, 'utf8'))), { inputs, index: currentIndex() })) {
  console.log('Interfaz al día (sin compilar)');
} else {
  console.log('Compilando la interfaz…');
  // No stamp while dist/ is being replaced: a build that fails half-way is never taken for a good one.
  rmSync(stampPath, { force: true });
  const vite = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  const index = currentIndex();
  if (vite.status !== 0 || index === null) {
    console.error(`La compilación de la interfaz falló (${vite.error?.message ?? `código ${vite.status ?? vite.signal}`}).`);
    process.exit(1);
  }
  mkdirSync(dirname(stampPath), { recursive: true });
  writeFileSync(stampPath, stampText({ inputs, index }));
}
