// npm run restore -- FILE [--data-dir DIR | --database-url URL]: a backup file (npm run backup's, or a
// scheduled one) into a stopped server's database (docs/operations.md, 'Backups and restore'):
//   - PGlite: the data directory DIR (default DATA_DIR, else ./data; the steps in
//     server/backup/restore.ts). The data DIR held is kept beside it as DIR.anterior-<time>;
//   - PostgreSQL, with --database-url or DATABASE_URL (and no --data-dir): that database, whose schema
//     public is replaced in one transaction (server/backup/pgRestore.ts).
// Exit codes: 0 restored; 1 failed (the database unchanged); 2 wrong use; 3 the file is not a valid
// backup (damaged, altered, not this product's); 4 refused (a newer release's backup, the other
// engine's, or a server running on the database). Nothing is changed unless it ends with 0.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { InvalidBackupError } from './backup/archive';
import { restorePostgres, RestoredUnmigratedError } from './backup/pgRestore';
import { restoreBackup, RestoreRefusedError } from './backup/restore';
import { packageVersion, runCommand, UsageError } from './cli';

const USAGE =
  'Uso: npm run restore -- ARCHIVO [--data-dir CARPETA | --database-url URL]  (por omisión DATABASE_URL si está, si no DATA_DIR o ./data; el servidor detenido)';

function parseArguments(args: string[]): { file: string; dataDir?: string; databaseUrl?: string } {
  let file: string | undefined;
  let dataDir: string | undefined;
  let databaseUrl: string | undefined;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--data-dir' && args[i + 1]) dataDir = args[++i];
    else if (args[i].startsWith('--data-dir=')) dataDir = args[i].slice('--data-dir='.length);
    else if (args[i] === '--database-url' && args[i + 1]) databaseUrl = args[++i];
    else if (args[i].startsWith('--database-url=')) databaseUrl = args[i].slice('--database-url='.length);
    else if (!args[i].startsWith('--') && file === undefined) file = args[i];
    else throw new UsageError(`Argumento no reconocido: ${args[i]}\n${USAGE}`);
  }
  if (!file) throw new UsageError(`Falta el archivo de la copia.\n${USAGE}`);
  if (dataDir !== undefined && databaseUrl !== undefined) throw new UsageError(`--data-dir (PGlite) o --database-url (PostgreSQL), no los dos.\n${USAGE}`);
  return { file, dataDir, databaseUrl };
}

/** The host and database of a URL, for the messages (never its password). */
function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

async function main(): Promise<number> {
  const args = parseArguments(process.argv.slice(2));
  const file = resolve(args.file);
  if (!existsSync(file)) {
    console.error(`No existe el archivo ${file}.`);
    return 2;
  }
  const databaseUrl = args.dataDir === undefined ? (args.databaseUrl ?? process.env.DATABASE_URL)?.trim() : undefined;
  if (databaseUrl) {
    const where = describeUrl(databaseUrl);
    console.log(`Restaurando ${file} en ${where}…`);
    const result = await restorePostgres({ file, databaseUrl, version: packageVersion(), log: (line) => console.log(`  ${line}`) });
    const t = result.tiempos;
    console.log(`Copia restaurada en ${where} (comprobación ${(t.extractMs / 1000).toFixed(1)} s, carga ${(t.loadMs / 1000).toFixed(1)} s): ya puede iniciar el servidor.`);
    return 0;
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
    [RestoredUnmigratedError, 1],
  ],
  (message) => `No fue posible restaurar la copia: ${message}. La base de datos quedó como estaba.`,
);
