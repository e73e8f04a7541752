// npm run backup and npm run restore against the real server (docs/operations.md, 'Backups and
// restore'): server/main.ts on an on-disk PGlite seeded with the demo school. The running server makes
// the copy asked by the command (through DATA_DIR's local token) while it answers requests, whose
// latency meanwhile is printed; a restore is refused while the server runs (exit 4); stopped, the
// data directory is restored (exit 0, the old one kept aside) and the server started again on it has
// what was written before the copy and not what came after. A tampered file exits 3.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command } from '../server/backup/backupTools';
import { type LoggedIn, sendImport, seededDataDir, START_TIMEOUT_MS, startLoggedIn, visibleRows } from './imports';

let root: string;
let dataDir: string;
let current: LoggedIn;

/** One of the commands as npm runs it, on DATA_DIR. */
const run = (script: 'server/backup-cli.ts' | 'server/restore-cli.ts', args: string[]) => command(script, args, { DATA_DIR: dataDir, DATABASE_URL: '' });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'aula-copia-real-'));
  dataDir = join(root, 'datos');
  await seededDataDir(dataDir);
  current = await startLoggedIn(dataDir);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await current?.server.stop(300);
  rmSync(root, { recursive: true, force: true });
});

describe('npm run backup and npm run restore with the real server', () => {
  it('the running server copies while it answers; restore waits for it to stop, then brings back the data of the copy', async () => {
    expect((await sendImport(current, 'salones', 'Antesdelacopia', 5)).status).toBe(200);

    // Reads go on during the copy: their latency, printed.
    let copying = true;
    const latencies: number[] = [];
    const reads = (async () => {
      while (copying) {
        const started = performance.now();
        const response = await fetch(`${current.server.url}/api/rest/estudiantes?range=[0,24]`, { headers: { authorization: `Bearer ${current.token}` } });
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const out = join(root, 'copias');
    const backup = await run('server/backup-cli.ts', ['--out', out]).finally(() => (copying = false));
    await reads;
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(backup.output).toContain('El servidor en marcha');
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
    console.log(`npm run backup con el servidor en marcha:\n${backup.output}Lecturas durante la copia: ${latencies.length}, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, máx. ${at(1)} ms`);
    const [file] = readdirSync(out).map((name) => join(out, name));
    expect(file).toMatch(/aula-admin-\d{8}T\d{6}Z\.tar\.gz$/);

    expect((await sendImport(current, 'salones', 'Despuesdelacopia', 5)).status).toBe(200);
    const refused = await run('server/restore-cli.ts', [file]);
    expect(refused, refused.output).toMatchObject({ code: 4 });
    expect(refused.output).toContain(`Hay un proceso usando ${dataDir}: el proceso ${current.server.child.pid}`);

    await current.server.stop(30_000);
    // Altered: refused, nothing changed.
    const altered = join(root, 'alterada.tar.gz');
    const bytes = readFileSync(file);
    bytes[bytes.length - 100] ^= 0xff;
    writeFileSync(altered, bytes);
    const damaged = await run('server/restore-cli.ts', [altered]);
    expect(damaged, damaged.output).toMatchObject({ code: 3 });
    expect(damaged.output).toContain('No se modificó nada');

    const restored = await run('server/restore-cli.ts', [file]);
    expect(restored, restored.output).toMatchObject({ code: 0 });
    expect(restored.output).toContain(`Copia restaurada en ${dataDir}`);
    expect(readdirSync(root).filter((name) => name.startsWith('datos.anterior-'))).toHaveLength(1);

    current = await startLoggedIn(dataDir);
    expect(await visibleRows(current, 'salones', 'Antesdelacopia')).toBe(5);
    expect(await visibleRows(current, 'salones', 'Despuesdelacopia')).toBe(0);
  }, 600_000);
});
