// Entry of a child process: records what each request runs (targets.ts captureQueries) with the
// server code as it is on disk now, so that the direct-SQL baseline replays the statements of the
// very code the server process just started with (the tree may change during a long run).
// Usage: node --import tsx captureChild.ts <DATABASE_URL> <endpoints.json> <out.json>
import { readFile, writeFile } from 'node:fs/promises';
import { captureQueries, type Endpoint } from './targets';

async function main(): Promise<void> {
  const [url, input, output] = process.argv.slice(2);
  if (!url || !input || !output) throw new Error('uso: captureChild.ts <url> <entrada.json> <salida.json>');
  const endpoints = JSON.parse(await readFile(input, 'utf8')) as Endpoint[];
  await writeFile(output, JSON.stringify(await captureQueries(url, endpoints)));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
