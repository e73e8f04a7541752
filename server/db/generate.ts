// `npm run db:generate -- <name>`: writes server/db/migrations/NNN_<name>.sql (and its snapshot in
// meta/) bringing the database in line with the declarations of resources/registry.ts. The first
// run writes only the baseline snapshot. Review the SQL before committing it.
import { fileURLToPath } from 'node:url';
import { loadResourceDeclarations } from '../../resources/served';
import { generateMigrationFiles } from './schema';

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name) throw new Error('Uso: npm run db:generate -- <nombre_de_la_migracion>');
  const result = await generateMigrationFiles({ name, declarations: (await loadResourceDeclarations()) });
  switch (result.kind) {
    case 'baseline':
      console.log(`Línea base escrita (sin SQL): ${fileURLToPath(result.snapshot)}`);
      if (result.pending.length > 0) {
        console.log(`Las declaraciones difieren de la base; la próxima ejecución lo migrará:\n  ${result.pending.join('\n  ')}`);
      }
      break;
    case 'adopted':
      console.log(`Columnas existentes adoptadas (sin SQL): ${fileURLToPath(result.snapshot)}`);
      break;
    case 'unchanged':
      console.log('Nada que generar: la base ya está como las declaraciones.');
      break;
    case 'migration':
      console.log(`${fileURLToPath(result.file)}\n${fileURLToPath(result.snapshot)}\n\n${result.sql}`);
      break;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
