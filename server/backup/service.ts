// The server's backups (docs/operations.md, 'Backups and restore'): one at a time, whoever asks (an
// administrator, npm run backup through the server, the schedule); each one audited (eventos,
// universo 'respaldos': 'crear', or 'fallo' with its reason) and logged. The schedule: BACKUP_DIR,
// every BACKUP_EVERY_HOURS (default 24) counted from the newest backup there, keeping the newest
// BACKUP_KEEP (default 14) of its files. The newest success feeds the metric
// backup_last_success_timestamp_seconds. Both engines: PGlite's data directory is copied by this
// process; PostgreSQL's database is dumped by pg_dump, one backup at a time across the server's
// processes (WORKERS, each with this schedule: the first takes the advisory lock, the others skip).
import { readdir, rm } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { recordEvent } from '../audit/events';
import type { Database } from '../db/database';
import { BackupAbortedError } from './pgliteCopy';
import { BackupBusyError, BUSY_MESSAGE } from './busy';
import { type BackupResult, type BackupSource, createBackup } from './create';
import { backupNameTime } from './manifest';

export const DEFAULT_EVERY_HOURS = 24;
export const DEFAULT_KEEP = 14;
const MAX_EVERY_HOURS = 24 * 366;
const MAX_KEEP = 10_000;

export interface BackupSchedule {
  /** BACKUP_DIR, absolute. */
  dir: string;
  everyHours: number;
  keep: number;
}

export const BACKUP_MESSAGES = {
  running: BUSY_MESSAGE,
  noDir: 'No hay carpeta de copias de seguridad: configure BACKUP_DIR en el servidor.',
  created: 'Copia de seguridad creada',
  failed: 'Copia de seguridad fallida',
} as const;

/**
 * BACKUP_DIR, BACKUP_EVERY_HOURS and BACKUP_KEEP (null: no schedule), on either engine. Throws, in
 * Spanish, for an hours or keep value that is not a number in range, or either of them without BACKUP_DIR.
 */
export function backupScheduleFromEnv(env: NodeJS.ProcessEnv = process.env): BackupSchedule | null {
  const dir = env.BACKUP_DIR?.trim() ?? '';
  const hoursText = env.BACKUP_EVERY_HOURS?.trim() ?? '';
  const keepText = env.BACKUP_KEEP?.trim() ?? '';
  if (dir === '') {
    if (hoursText !== '' || keepText !== '') throw new Error('BACKUP_EVERY_HOURS y BACKUP_KEEP necesitan BACKUP_DIR, la carpeta donde se guardan las copias de seguridad.');
    return null;
  }
  const everyHours = hoursText === '' ? DEFAULT_EVERY_HOURS : Number(hoursText);
  if (!/^\d+(\.\d+)?$/.test(hoursText || '0') || !(everyHours > 0) || everyHours > MAX_EVERY_HOURS) {
    throw new Error(`BACKUP_EVERY_HOURS no válido («${env.BACKUP_EVERY_HOURS}»): debe ser un número de horas mayor que 0 y hasta ${MAX_EVERY_HOURS} (p. ej. 24 o 0.5).`);
  }
  const keep = keepText === '' ? DEFAULT_KEEP : Number(keepText);
  if (!/^\d+$/.test(keepText || '1') || keep < 1 || keep > MAX_KEEP) {
    throw new Error(`BACKUP_KEEP no válido («${env.BACKUP_KEEP}»): debe ser un número entero de copias de 1 a ${MAX_KEEP}.`);
  }
  return { dir: resolve(dir), everyHours, keep };
}

export type BackupOrigin = 'programada' | 'administrador' | 'linea_de_ordenes';

export interface BackupLog {
  info(line: string): void;
  error(line: string): void;
}

export type BackupServiceOptions = BackupSource & {
  db: Database;
  /** The product's release (package.json). */
  version: string;
  schedule: BackupSchedule | null;
  log?: BackupLog;
  now?: () => Date;
};

export interface BackupService {
  /** PGlite's data directory (npm run backup reaches the server through it), or null on PostgreSQL. */
  readonly dataDir: string | null;
  readonly schedule: BackupSchedule | null;
  /** One backup into `outDir` (absolute) now; audited; refused (BackupBusyError) while another runs. */
  create(outDir: string, origin: BackupOrigin, usuarioId: number | null): Promise<BackupResult>;
  /** The schedule's backup now, then BACKUP_KEEP applied; null when no schedule or another backup was running. */
  runScheduled(): Promise<BackupResult | null>;
  running(): boolean;
  /** The newest backup file of BACKUP_DIR, or this process' last success elsewhere (the metric). */
  lastSuccess(): Promise<Date | null>;
  /** Starts the schedule's timer (none without a schedule). */
  start(): void;
  /** Stops the timer and interrupts a backup under way (its work files removed), waiting for it. */
  stop(): Promise<void>;
}

export { BackupBusyError };

/** The backup files of `dir`, newest first (by the time their names carry). */
export async function backupFiles(dir: string): Promise<{ nombre: string; creada: Date }[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .map((nombre) => ({ nombre, time: backupNameTime(nombre) }))
    .filter((file): file is { nombre: string; time: { at: Date; serial: number } } => file.time !== null)
    .sort((a, b) => b.time.at.getTime() - a.time.at.getTime() || b.time.serial - a.time.serial)
    .map(({ nombre, time }) => ({ nombre, creada: time.at }));
}

/** Keeps the newest `keep` backup files of `dir`; returns the names removed. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const removed = (await backupFiles(dir)).slice(keep).map((file) => file.nombre);
  for (const name of removed) await rm(join(dir, name), { force: true });
  return removed;
}

/** setTimeout's longest wait (about 24.8 days): a later time is reached in several waits. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A scheduled backup skipped because another was under way looks again this much later (that one's file is there by then). */
const BUSY_RETRY_MS = 5 * 60_000;

const ORIGIN_TEXT: Record<BackupOrigin, string> = { programada: 'programada', administrador: 'de un administrador', linea_de_ordenes: 'de npm run backup' };

export function createBackupService(options: BackupServiceOptions): BackupService {
  const { db, version, schedule } = options;
  const source: BackupSource = options.databaseUrl !== undefined ? { databaseUrl: options.databaseUrl } : { dataDir: options.dataDir };
  const now = options.now ?? (() => new Date());
  const log = options.log ?? { info: (line: string) => console.log(line), error: (line: string) => console.error(line) };
  let current: { promise: Promise<unknown>; abort: AbortController } | null = null;
  let lastSucceeded: Date | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** No scheduled backup before this time (ms): set by a failure (the next interval) or a skip (a few minutes). */
  let retryAfter = 0;

  const audit = (event: { tipo: string; evento: string; contenido: Record<string, unknown>; usuarioId: number | null }) =>
    recordEvent(db, { universo: 'respaldos', ...event }).catch((error: unknown) => log.error(`No se pudo registrar el evento de la copia de seguridad: ${String(error)}`));

  const create = async (outDir: string, origin: BackupOrigin, usuarioId: number | null): Promise<BackupResult> => {
    if (!isAbsolute(outDir)) throw new Error(`La carpeta de la copia debe ser una ruta absoluta: ${outDir}`);
    if (current) throw new BackupBusyError();
    const abort = new AbortController();
    const run = createBackup(db, { ...source, outDir, version, signal: abort.signal, now });
    current = { promise: run.catch(() => undefined), abort };
    try {
      const result = await run;
      lastSucceeded = new Date(result.manifiesto.creado);
      const t = result.tiempos;
      log.info(
        `Copia de seguridad ${ORIGIN_TEXT[origin]}: ${result.ruta} (${(result.bytes / 1e6).toFixed(1)} MB; inicio ${Math.round(t.startMs)} ms, archivos ${Math.round(t.filesMs)} ms, ` +
          `fin ${Math.round(t.stopMs)} ms, verificación ${Math.round(t.verifyMs)} ms, compresión ${Math.round(t.packMs)} ms)`,
      );
      await audit({
        tipo: 'crear',
        evento: BACKUP_MESSAGES.created,
        contenido: { archivo: result.nombre, carpeta: outDir, bytes: result.bytes, origen: origin, migracion: result.manifiesto.migracion },
        usuarioId,
      });
      return result;
    } catch (error) {
      const mensaje = error instanceof Error ? error.message : String(error);
      // Another process' backup of the same PostgreSQL database holds the lock: not a failure.
      if (error instanceof BackupBusyError) {
        log.info(`Copia de seguridad ${ORIGIN_TEXT[origin]} no hecha: otra está en curso en la base de datos`);
        throw error;
      }
      log.error(`${BACKUP_MESSAGES.failed} (${ORIGIN_TEXT[origin]}, en ${outDir}): ${mensaje}`);
      if (!(error instanceof BackupAbortedError)) {
        await audit({ tipo: 'fallo', evento: BACKUP_MESSAGES.failed, contenido: { carpeta: outDir, origen: origin, mensaje }, usuarioId });
      }
      throw error;
    } finally {
      current = null;
    }
  };

  const lastSuccess = async (): Promise<Date | null> => {
    const newest = schedule ? (await backupFiles(schedule.dir))[0]?.creada ?? null : null;
    if (!newest) return lastSucceeded;
    return lastSucceeded && lastSucceeded > newest ? lastSucceeded : newest;
  };

  const runScheduled = async (): Promise<BackupResult | null> => {
    if (!schedule) return null;
    let result: BackupResult;
    try {
      result = await create(schedule.dir, 'programada', null);
    } catch (error) {
      if (!(error instanceof BackupBusyError)) throw error;
      retryAfter = now().getTime() + Math.min(BUSY_RETRY_MS, schedule.everyHours * 3600_000);
      return null;
    }
    const removed = await rotateBackups(schedule.dir, schedule.keep);
    if (removed.length > 0) log.info(`Copias de seguridad antiguas borradas (BACKUP_KEEP=${schedule.keep}): ${removed.join(', ')}`);
    return result;
  };

  /** Waits until `at`, then runs the scheduled backup and plans the next one. */
  const planAt = (at: number) => {
    if (stopped) return;
    const wait = Math.max(0, at - now().getTime());
    timer = setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) return planAt(at);
        void runScheduled()
          .catch(() => {
            // Logged and audited by create; tried again at the next interval, not at once.
            retryAfter = now().getTime() + (schedule?.everyHours ?? 0) * 3600_000;
          })
          .finally(() => planNext());
      },
      Math.min(wait, MAX_TIMER_MS),
    );
    // The schedule never keeps the process alive by itself.
    timer.unref();
  };

  /** The next scheduled backup: the schedule's interval after the newest one (a minute after the start, and after a failure or a skip, at the soonest). */
  const planNext = () => {
    if (!schedule || stopped) return;
    void lastSuccess()
      .catch(() => null)
      .then((last) => {
        const interval = schedule.everyHours * 3600_000;
        const soonest = now().getTime() + (timer === null ? 60_000 : 0);
        planAt(Math.max(soonest, retryAfter, (last?.getTime() ?? 0) + interval));
      });
  };

  return {
    dataDir: source.dataDir ?? null,
    schedule,
    create,
    runScheduled,
    running: () => current !== null,
    lastSuccess,
    start() {
      if (!schedule || timer !== null || stopped) return;
      log.info(`Copias de seguridad programadas en ${schedule.dir}: cada ${schedule.everyHours} h, se conservan ${schedule.keep}`);
      planNext();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (current) {
        current.abort.abort();
        await current.promise;
      }
    },
  };
}
