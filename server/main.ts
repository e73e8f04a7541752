// npm start: the API plus the built app (dist/, built by `vite build` in prestart) on PORT.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { demoAccountsText, listenPort, openEnvDatabase, prepareDatabase, stopOnSignals } from './start';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

async function main(): Promise<void> {
  const { db, description } = await openEnvDatabase();
  const seeded = await prepareDatabase(db);
  const staticDir = existsSync(`${distDir}/index.html`) ? distDir : undefined;
  const app = await buildApp({ db, staticDir, logger: true });
  const port = listenPort();
  await app.listen({ port, host: '0.0.0.0' });

  console.log(`\nAula Admin escuchando en http://localhost:${port}/`);
  console.log(`Base de datos: ${description}${seeded ? ' (datos de demostración creados)' : ''}`);
  if (!staticDir) console.log('Aviso: no existe dist/index.html; ejecute `npm run build` para servir la aplicación.');
  console.log(demoAccountsText());

  stopOnSignals([() => app.close(), () => db.close()]);
}

main().catch((error: unknown) => {
  console.error('No fue posible iniciar el servidor:', error);
  process.exit(1);
});
