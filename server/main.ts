// npm start: the API plus the built app (dist/, built by `vite build` in prestart) on HOST:PORT
// (127.0.0.1 unless HOST says otherwise).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { checkSecurityEnv, demoAccountsText, displayHost, listenHost, listenPort, openEnvDatabase, prepareDatabase, stopOnSignals, trustProxy } from './start';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

async function main(): Promise<void> {
  checkSecurityEnv();
  const { db, description } = await openEnvDatabase();
  const seeded = await prepareDatabase(db);
  const staticDir = existsSync(`${distDir}/index.html`) ? distDir : undefined;
  const app = await buildApp({ db, staticDir, logger: true, trustProxy: trustProxy() });
  const port = listenPort();
  const host = listenHost();
  await app.listen({ port, host });

  console.log(`\nAula Admin escuchando en http://${displayHost(host)}:${port}/${host === '127.0.0.1' ? ' (solo este equipo; HOST=0.0.0.0 para la red)' : ''}`);
  console.log(`Base de datos: ${description}${seeded ? ' (datos de demostración creados)' : ''}`);
  if (!staticDir) console.log('Aviso: no existe dist/index.html; ejecute `npm run build` para servir la aplicación.');
  console.log(demoAccountsText());

  stopOnSignals([() => app.close(), () => db.close()]);
}

main().catch((error: unknown) => {
  console.error('No fue posible iniciar el servidor:', error);
  process.exit(1);
});
