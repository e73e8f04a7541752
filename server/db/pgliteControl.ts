// How the embedded database was left, read before opening it from PostgreSQL's own control file
// (DATA_DIR/global/pg_control, the state pg_controldata prints as 'Database cluster state'): 'shut
// down' after a clean close (server/shutdown.ts: CHECKPOINT, then PGlite's close), 'in production'
// while open — still so after a kill, a crash or a power cut, and then opening it replays the
// write-ahead log (recovery). Start-up prints which (docs/operations.md, 'Stopping the server').
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** ControlFileData: system_identifier (8 bytes), pg_control_version (4), catalog_version_no (4), then state (DBState, 4). */
const STATE_OFFSET = 16;
/** DBState's DB_SHUTDOWNED: the last server stopped with a shutdown checkpoint. */
const DB_SHUTDOWNED = 1;

export type LastClose = 'nueva' | 'limpia' | 'interrumpida';

/** 'nueva' when DATA_DIR holds no database yet (initdb runs now). */
export function pgliteLastClose(dataDir: string): LastClose {
  let control: Buffer;
  try {
    control = readFileSync(join(dataDir, 'global', 'pg_control'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'nueva';
    throw error;
  }
  if (control.length < STATE_OFFSET + 4) return 'interrumpida';
  return control.readInt32LE(STATE_OFFSET) === DB_SHUTDOWNED ? 'limpia' : 'interrumpida';
}

export const LAST_CLOSE_TEXT: Record<Exclude<LastClose, 'nueva'>, string> = {
  limpia: 'Base de datos cerrada limpiamente la última vez: no necesita recuperación',
  interrumpida: 'La base de datos no se cerró limpiamente la última vez: se recupera al abrirla (PGlite reaplica su registro de escritura)',
};
