// What `vite build` reads, and whether dist/ was built from exactly that (README 'The two commands'):
// `npm start` builds the interface only when the digest of these inputs, or dist/ itself, differs from
// the stamp its last successful build left. The digest and the comparison are pure; listInputs reads.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The build's inputs, relative to the project: the entry page, the configs, the browser's code
 * (package.json too: src/shell/version.ts imports it), the pure core (core/), the static files, the
 * locked dependency versions and Vite's env files. A missing one is skipped.
 */
export const BUILD_INPUTS = [
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
  'src',
  'resources',
  'dataProvider',
  'authProvider',
  'core',
  'public',
] as const;

/**
 * Where the stamp lives, relative to the project: outside dist/, which the server serves whole
 * (@fastify/static allows dotfiles), and gone with node_modules, so a fresh install builds.
 */
export const STAMP_FILE = 'node_modules/.cache/aula-admin/build-stamp.json';

export interface InputFile {
  /** Relative to the project, with '/' separators. */
  readonly path: string;
  readonly content: Uint8Array;
}

/**
 * A resource's server part and what the server is handed (resources/served.ts) never reach the
 * bundle (the layer rule, eslint.config.js): editing them needs no build.
 */
export function isBuildInput(path: string): boolean {
  return !/^resources\/(?:[^/]+\/server(?:\.examples)?|served)\.ts$/.test(path);
}

/** What besides the files changes the output: NODE_ENV (a development React build) and VITE_* variables. */
export function buildSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  const settings: Record<string, string> = { NODE_ENV: env.NODE_ENV ?? '' };
  for (const [key, value] of Object.entries(env)) if (key.startsWith('VITE_')) settings[key] = value ?? '';
  return settings;
}

const byKey = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** One digest of the files and settings, whatever order they come in; a renamed or moved file changes it. */
export function buildDigest(files: readonly InputFile[], settings: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256');
  for (const key of Object.keys(settings).sort(byKey)) hash.update(`setting\0${key}\0${settings[key]}\0`);
  for (const file of [...files].sort((a, b) => byKey(a.path, b.path))) {
    // Path and length first, so no two different file sets can produce the same byte stream.
    hash.update(`file\0${file.path}\0${file.content.length}\0`);
    hash.update(file.content);
  }
  return hash.digest('hex');
}

/** What the last successful `npm start` build read, and the dist/index.html it left. */
export interface BuildStamp {
  readonly inputs: string;
  readonly index: string;
}

export function stampText(stamp: BuildStamp): string {
  return `${JSON.stringify(stamp)}\n`;
}

/** A stamp as written by stampText; anything else (missing, cut short, hand-edited) is none. */
export function parseStamp(text: string | null): BuildStamp | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && 'inputs' in value && 'index' in value && typeof value.inputs === 'string' && typeof value.index === 'string') {
      return { inputs: value.inputs, index: value.index };
    }
  } catch {
    // not JSON: no stamp
  }
  return null;
}

/**
 * dist/index.html as it stands, or null when missing. Every build rewrites it, so a dist/ replaced
 * since the stamp (`npm run build`, the browser tests' build, one that failed half-way) shows here.
 */
export function indexMark(info: { readonly size: number; readonly mtimeMs: number } | null): string | null {
  return info ? `${info.mtimeMs}:${info.size}` : null;
}

/** Build unless the stamp names these very inputs and this very dist/index.html. */
export function needsBuild(stamp: BuildStamp | null, now: { readonly inputs: string; readonly index: string | null }): boolean {
  return now.index === null || stamp === null || stamp.inputs !== now.inputs || stamp.index !== now.index;
}

async function kindOf(path: string): Promise<'file' | 'dir' | null> {
  try {
    const info = await stat(path);
    return info.isDirectory() ? 'dir' : info.isFile() ? 'file' : null;
  } catch {
    return null;
  }
}

/** Every input file under `root` (BUILD_INPUTS, folders walked), read whole. */
export async function listInputs(root: string, inputs: readonly string[] = BUILD_INPUTS): Promise<InputFile[]> {
  const files: InputFile[] = [];
  const visit = async (path: string): Promise<void> => {
    const kind = await kindOf(join(root, path));
    if (kind === 'file' && isBuildInput(path)) files.push({ path, content: await readFile(join(root, path)) });
    if (kind === 'dir') for (const name of await readdir(join(root, path))) await visit(`${path}/${name}`);
  };
  for (const input of inputs) await visit(input);
  return files;
}
