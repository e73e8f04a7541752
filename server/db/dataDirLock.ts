// Who holds a PGlite data directory (docs/operations.md, 'Backups and restore'): the embedded database
// admits one process, and nothing marks it in use (PGlite's own postmaster.pid names no real
// process). The process that opens it (the server, npm run dev, npm run seed, npm run backup on a
// stopped server, npm run restore) writes DATA_DIR/aula-admin.lock with its pid, and removes it when
// it closes the database or exits; another process finding the file with a live pid in it refuses to
// open the directory, and restore refuses to replace it. A file left by a killed process names a
// dead pid (or, on Linux, a pid now used by a process started later) and is taken over.
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';
import { inspect } from 'node:util';

export const LOCK_FILE = 'aula-admin.lock';

export interface DataDirHolder {
  pid: number;
  /** What the process runs ('server/main.ts', 'npm run restore'…), for the messages. */
  proceso: string;
  /** ISO instant it took the directory. */
  desde: string;
  /** Linux: the boot and the process' start time, so a pid used again by another process is not taken for the holder. */
  arranque?: string;
}

/** `/proc` on Linux: this boot's id and the process' start (clock ticks since boot); elsewhere undefined. */
function processStart(pid: number): string | undefined {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis; the start time is field 22 of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return `${boot}:${fields[19]}`;
  } catch {
    return undefined;
  }
}

function isAlive(holder: DataDirHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!holder.arranque) return true;
  const now = processStart(holder.pid);
  return now === undefined || now === holder.arranque;
}

function readHolder(dataDir: string): DataDirHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as Partial<DataDirHolder>;
    if (!Number.isInteger(parsed.pid)) return null;
    return { pid: parsed.pid!, proceso: String(parsed.proceso ?? 'desconocido'), desde: String(parsed.desde ?? ''), arranque: parsed.arranque };
  } catch {
    return null;
  }
}

/** The live process holding `dataDir` other than this one, or null (none, or the file of a process gone). */
export function dataDirHolder(dataDir: string): DataDirHolder | null {
  const holder = readHolder(dataDir);
  if (!holder || holder.pid === process.pid || !isAlive(holder)) return null;
  return holder;
}

export function holderText(holder: DataDirHolder): string {
  return `el proceso ${holder.pid} (${holder.proceso}, desde ${holder.desde})`;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    super(`La carpeta de datos ${dataDir} está en uso por ${holderText(holder)}: detenga ese proceso o espere a que termine.`);
    this.name = 'DataDirBusyError';
  }

  /** An operator's situation, not the code's: printed as its sentence alone (console.error shows no stack). */
  [inspect.custom](): string {
    return this.message;
  }
}

export interface DataDirLock {
  /** Removes the file if it is still this process' (idempotent). */
  release(): void;
}

/** What this process is, for the file: the npm script or the entry file. */
function thisProcess(): string {
  const script = process.env.npm_lifecycle_event;
  return script ? `npm run ${script}` : basename(process.argv[1] ?? process.argv0);
}

/**
 * Takes `dataDir` for this process (the directory must exist): throws DataDirBusyError while another
 * live process holds it. Released by release(), or at the latest when the process exits.
 */
export function claimDataDir(dataDir: string, proceso: string = thisProcess()): DataDirLock {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new DataDirBusyError(dataDir, holder);
  const file = join(dataDir, LOCK_FILE);
  const mine: DataDirHolder = { pid: process.pid, proceso, desde: new Date().toISOString(), arranque: processStart(process.pid) };
  // Written whole under another name, then renamed: a reader never sees half a file.
  const temporary = `${file}.${randomBytes(4).toString('hex')}`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(mine)}\n`);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readHolder(dataDir)?.pid === process.pid && existsSync(file)) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}
