// npm run seed [-- --reset] [-- --estudiantes N]: migrates, then seeds an empty database; --reset
// first empties every table. Honours DATA_DIR / DATABASE_URL like the server (stop the server
// first when using PGlite: its data directory admits one process at a time).
import { servedResources } from '../resources/served';
import { migrate } from './db/migrate';
import { DEFAULT_STUDENTS, isDatabaseEmpty, seed, wipeData } from './seed';
import { demoAccountsText, openEnvDatabase } from './start';

function studentsArgument(args: string[]): number {
  const index = args.findIndex((a) => a === '--estudiantes' || a === '--students');
  if (index < 0) return DEFAULT_STUDENTS;
  const n = Number(args[index + 1]);
  if (!Number.isInteger(n) || n < 0 || n > 100000) throw new Error('--estudiantes debe ser un entero entre 0 y 100000');
  return n;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  const students = studentsArgument(args);
  const { db, description } = await openEnvDatabase();
  try {
    await migrate(db);
    if (reset) {
      await wipeData(db);
      console.log(`Datos borrados (${description}).`);
    } else if (!(await isDatabaseEmpty(db))) {
      console.log(`La base de datos ya tiene datos (${description}). Use --reset para borrarlos y sembrar de nuevo.`);
      return;
    }
    await seed(db, { students, served: await servedResources() });
    console.log(`Datos de demostración creados: 25 sedes y ${students} estudiantes (${description}).`);
    console.log(demoAccountsText());
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('No fue posible sembrar la base de datos:', error);
  process.exit(1);
});
