// npm run restore -- FILE [--data-dir DIR]: a backup file (npm run backup's, or a scheduled one) into
// the PGlite data directory DIR (default DATA_DIR, else ./data) of a stopped server (docs/operations.md,
// 'Backups and restore'; the steps in server/backup/restore.ts). The data DIR held is kept beside it as
// DIR.anterior-<time>. Exit codes: 0 restored; 1 failed (DIR unchanged); 2 wrong use; 3 the file is
// not a valid backup (damaged, altered, not this product's); 4 refused (a newer release's backup,
// PostgreSQL's, or a process running on DIR). Nothing is changed unless it ends with 0.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { InvalidBackupError } from './backup/archive';
import { restoreBackup, RestoreRefusedError } from './backup/restore';
import { packageVersion, runCommand, UsageError } from './cli';

const USAGE = 'Uso: npm run restore -- ARCHIVO [--data-dir CARPETA]  (por omisión DATA_DIR, o ./data; el servidor detenido)';

function parseArguments(args: string[]): { file: string; dataDir?: string } {
  let file: string | undefined;
  let dataDir: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--data-dir' && args[i + 1]) dataDir = args[++i];
    else if (args[i].startsWith('--data-dir=')) dataDir = args[i].slice('--data-dir='.length);
    else if (!args[i].startsWith('--') && file === undefined) file = args[i];
    else throw new UsageError(`Argumento no reconocido: ${args[i]}\n${USAGE}`);
  }
  if (!file) throw new UsageError(`Falta el archivo de la copia.\n${USAGE}`);
  return { file, dataDir };
}

async function main(): Promise<number> {
  const args = parseArguments(process.argv.slice(2));
  if (!args.dataDir && process.env.DATABASE_URL?.trim()) {
    console.error('Con PostgreSQL (DATABASE_URL) la copia se restaura con pg_restore: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" aula.dump (docs/operations.md, «Backups and restore»).');
    return 2;
  }
  const file = resolve(args.file);
  if (!existsSync(file)) {
    console.error(`No existe el archivo ${file}.`);
    return 2;
  }
  const dataDir = resolve(args.dataDir ?? process.env.DATA_DIR ?? './data');
  console.log(`Restaurando ${file} en ${dataDir}…`);
  const result = await restoreBackup({ file, dataDir, version: packageVersion(), log: (line) => console.log(`  ${line}`) });
  console.log(`Copia restaurada en ${dataDir}: ya puede iniciar el servidor.`);
  if (result.previous) console.log(`Los datos que había quedaron en ${result.previous}: bórrelos cuando haya comprobado la restauración.`);
  return 0;
}

runCommand(
  main,
  [
    [InvalidBackupError, 3, (message) => `${message}. No se modificó nada.`],
    [RestoreRefusedError, 4],
  ],
  (message) => `No fue posible restaurar la copia: ${message}. La carpeta de datos quedó como estaba.`,
);
