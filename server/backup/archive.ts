// The backup file: a tar.gz whose first entry is manifest.json and whose others are the database's
// directory (PGlite's pgdata/…, or PostgreSQL's pg_dump/aula.dump), each file listed in the manifest
// with its size and SHA-256. Written under a hidden temporary name and renamed when whole (a file
// named aula-admin-… is always complete); read back entry by entry, each part held to the manifest
// before a byte of it is kept.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { constants, createGunzip, createGzip } from 'node:zlib';
import { DATA_ENTRY, type Manifest, MANIFEST_ENTRY, type ManifestPart, manifestSchema } from './manifest';
import { readTar, TAR_BLOCK, tarEnd, type TarEntry, TarFormatError, tarHeader, tarPadding } from './tar';

/** The file cannot be restored as it is: damaged, altered, or not a backup of this product. */
export class InvalidBackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidBackupError';
  }
}

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The directories and files under `dir`, as the file names them (`root`/…: pgdata, or pg_dump), sorted. */
export async function listParts(dir: string, root: string = DATA_ENTRY): Promise<{ directorios: string[]; archivos: ManifestPart[] }> {
  const directorios: string[] = [root];
  const archivos: ManifestPart[] = [];
  const walk = async (relative: string) => {
    const entries = (await readdir(join(dir, relative), { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        directorios.push(`${root}/${path}`);
        await walk(path);
      } else if (entry.isFile()) {
        const full = join(dir, path);
        archivos.push({ ruta: `${root}/${path}`, bytes: (await stat(full)).size, sha256: await sha256Of(full) });
      }
    }
  };
  await walk('');
  return { directorios, archivos };
}

/** Where an entry goes under `dir`: its path without the file's top folder (pgdata, pg_dump), which is `dir` itself. */
const onDisk = (dir: string, entryPath: string) => join(dir, entryPath.slice(entryPath.indexOf('/') + 1 || entryPath.length));

/** The archive's bytes, uncompressed: the manifest, the directories, then each file (held to its listed size). */
async function* tarStream(manifest: Manifest, dir: string, mtime: Date): AsyncGenerator<Buffer> {
  const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  yield tarHeader({ path: MANIFEST_ENTRY, type: 'file', size: manifestBytes.length, mode: 0o600, mtime });
  yield manifestBytes;
  if (manifestBytes.length % TAR_BLOCK !== 0) yield tarPadding(manifestBytes.length);
  for (const path of manifest.directorios) yield tarHeader({ path, type: 'directory', size: 0, mode: 0o700, mtime });
  for (const part of manifest.archivos) {
    yield tarHeader({ path: part.ruta, type: 'file', size: part.bytes, mode: 0o600, mtime });
    let written = 0;
    for await (const chunk of createReadStream(onDisk(dir, part.ruta))) {
      written += (chunk as Buffer).length;
      if (written > part.bytes) break;
      yield chunk as Buffer;
    }
    if (written !== part.bytes) throw new Error(`El archivo ${part.ruta} cambió mientras se escribía la copia`);
    if (part.bytes % TAR_BLOCK !== 0) yield tarPadding(part.bytes);
  }
  yield tarEnd();
}

/**
 * Writes `manifest` and the directory `dir` (listed in it) to `target`: first as a hidden
 * '.<name>.parcial' beside it, flushed to disk, then renamed. Returns the file's size.
 */
export async function writeArchive(target: string, manifest: Manifest, dir: string, signal?: AbortSignal): Promise<number> {
  const partial = join(dirname(target), `.${basename(target)}.parcial`);
  try {
    await pipelineAsync(
      Readable.from(tarStream(manifest, dir, new Date(manifest.creado)), { objectMode: false }),
      // Level 1, in the thread pool: on 100,000 students 1.4 GB of pages become 229 MB in 9 s of one
      // core (level 6: 190 MB in 28 s), a core the server shares on a small machine.
      createGzip({ level: constants.Z_BEST_SPEED }),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
      { signal },
    );
    // On disk before it takes its name: a crash never leaves a named file shorter than it was.
    const handle = await open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, target);
  return (await stat(target)).size;
}

/** The entries of a backup file, uncompressed; damage in the compression is an InvalidBackupError. */
async function walkArchive(file: string, onEntry: (entry: TarEntry, data: AsyncIterable<Buffer>) => Promise<boolean | void>): Promise<void> {
  const gunzip = createGunzip();
  // pipeline: when the walk stops early the file stream closes with the gunzip.
  pipeline(createReadStream(file), gunzip, () => undefined);
  try {
    await readTar(gunzip, onEntry);
  } catch (error) {
    if (error instanceof InvalidBackupError) throw error;
    if (error instanceof TarFormatError) throw new InvalidBackupError(error.message);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new InvalidBackupError(`No existe el archivo ${file}`);
    if (code?.startsWith('Z_')) throw new InvalidBackupError(`El archivo está dañado (la compresión no se puede leer: ${(error as Error).message})`);
    throw error;
  }
}

async function readAll(data: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const piece of data) {
    length += piece.length;
    if (length > limit) throw new InvalidBackupError('El manifiesto de la copia es demasiado grande');
    parts.push(piece);
  }
  return Buffer.concat(parts);
}

function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new InvalidBackupError('El manifiesto de la copia no es JSON válido');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidBackupError(`El manifiesto de la copia no es válido (${issue.path.join('.') || 'raíz'}: ${issue.message})`);
  }
  return parsed.data;
}

/** The manifest alone (the file's first entry), checked for shape: read before anything else. */
export async function readManifest(file: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  await walkArchive(file, async (entry, data) => {
    if (entry.path !== MANIFEST_ENTRY || entry.type !== 'file') throw new InvalidBackupError('El archivo no es una copia de Aula Admin (no empieza por manifest.json)');
    manifest = parseManifest(await readAll(data, MAX_MANIFEST_BYTES));
    return false;
  });
  if (!manifest) throw new InvalidBackupError('El archivo no es una copia de Aula Admin (está vacío)');
  return manifest;
}

/**
 * Extracts the database's directory into `target` (created; it must not exist), holding every entry
 * to `manifest`: each file's size and SHA-256, nothing unlisted, nothing listed missing. Throws an
 * InvalidBackupError naming the first part that does not match (what was written stays for the caller to remove).
 */
export async function extractArchive(file: string, manifest: Manifest, target: string): Promise<void> {
  const parts = new Map(manifest.archivos.map((part) => [part.ruta, part]));
  const directories = new Set(manifest.directorios);
  const seen = new Set<string>();
  let first = true;
  await mkdir(target, { mode: 0o700 });
  await walkArchive(file, async (entry, data) => {
    if (first) {
      first = false;
      if (entry.path !== MANIFEST_ENTRY) throw new InvalidBackupError('El archivo no es una copia de Aula Admin (no empieza por manifest.json)');
      return;
    }
    if (seen.has(entry.path)) throw new InvalidBackupError(`La copia tiene dos veces ${entry.path}`);
    seen.add(entry.path);
    if (entry.type === 'directory') {
      if (!directories.has(entry.path)) throw new InvalidBackupError(`La copia tiene una carpeta que su manifiesto no lista: ${entry.path}`);
      if (entry.path.includes('/')) await mkdir(onDisk(target, entry.path), { recursive: true, mode: 0o700 });
      return;
    }
    const part = parts.get(entry.path);
    if (!part) throw new InvalidBackupError(`La copia tiene un archivo que su manifiesto no lista: ${entry.path}`);
    if (entry.size !== part.bytes) throw new InvalidBackupError(`La copia está dañada: ${entry.path} mide ${entry.size} bytes y su manifiesto dice ${part.bytes}`);
    const path = onDisk(target, entry.path);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const hash = createHash('sha256');
    const handle = await open(path, 'wx', 0o600);
    try {
      for await (const piece of data) {
        hash.update(piece);
        await handle.write(piece);
      }
    } finally {
      await handle.close();
    }
    if (hash.digest('hex') !== part.sha256) throw new InvalidBackupError(`La copia está dañada: ${entry.path} no coincide con su suma de comprobación (SHA-256)`);
  });
  const missing = [...directories, ...parts.keys()].filter((path) => !seen.has(path));
  if (missing.length > 0) throw new InvalidBackupError(`A la copia le faltan partes que su manifiesto lista: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? '…' : ''}`);
}
