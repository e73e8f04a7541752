// npm run dev: the API on PORT and Vite's dev server (hot reload; vite.config.ts proxies /api to PORT).
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { buildApp } from './app';
import { checkSecurityEnv, demoAccountsText, listenHost, listenPort, openEnvDatabase, prepareDatabase, stopOnSignals, trustProxy } from './start';
import { servedResources } from '../resources/served';

async function main(): Promise<void> {
  checkSecurityEnv();
  const { db, description } = await openEnvDatabase();
  const served = await servedResources();
  await prepareDatabase(db, served);
  const app = await buildApp({ ...served, db, logger: false, trustProxy: trustProxy() });
  const port = listenPort();
  await app.listen({ port, host: listenHost() });
  console.log(`API en http://localhost:${port}/api (${description})`);

  const vite = await createServer({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)) });
  await vite.listen();
  vite.printUrls();
  console.log(demoAccountsText());

  stopOnSignals([() => vite.close(), () => app.close(), () => db.close()]);
}

main().catch((error: unknown) => {
  console.error('No fue posible iniciar el entorno de desarrollo:', error);
  process.exit(1);
});
