// The layer rule (eslint.config.js) holds for the whole tree, and it does bite: a forbidden import
// in the core, the server or the browser is an error. Also: no import cycle in server/db.
import { readdir, readFile } from 'node:fs/promises';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

async function errorsIn(text: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: `${root}${filePath}` });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.message);
}

describe('layers', () => {
  it('a resource folder may hold its server part, which the browser cannot import', async () => {
    expect(await errorsIn("import type { Database } from '../../server/db/database';\nexport {};\n", 'resources/cursos/server.ts')).toEqual([]);
    const errors = await errorsIn("import parts from './server';\nexport { parts };\n", 'resources/cursos/index.tsx');
    expect(errors).toContain('\'./server\' import is restricted from being used by a pattern. El navegador no importa del servidor.');
    // Its test fixtures too (server.examples.ts): server code beside the server part.
    expect(await errorsIn("import type { Database } from '../../server/db/database';\nexport {};\n", 'resources/cursos/server.examples.ts')).toEqual([]);
    const fixtures = await errorsIn("import { CURSO_EXAMPLES } from './server.examples';\nexport { CURSO_EXAMPLES };\n", 'resources/cursos/index.tsx');
    expect(fixtures).toContain('\'./server.examples\' import is restricted from being used by a pattern. El navegador no importa del servidor.');
  });

  it('the tree follows them', { timeout: 120_000 }, async () => {
    const results = await eslint.lintFiles(['core', 'resources', 'server', 'src', 'dataProvider', 'authProvider']);
    const errors = results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${r.filePath.slice(root.length)}:${m.line} ${m.message}`));
    expect(errors).toEqual([]);
    expect(results.length).toBeGreaterThan(150);
  });

  it.each([
    ["import cursos from '../resources/cursos/schema';", 'core/reglas.ts', 'El núcleo (core/) no importa de los recursos (resources/).'],
    ["import { RESOURCES } from '../resources/registry';", 'dataProvider/x.ts', 'Los proveedores no importan de las vistas (src/, resources/).'],
    ["import { useState } from 'react';", 'core/reglas.ts', 'El núcleo (core/) no importa React ni la interfaz.'],
    ["import { feedback } from '../src/shell/feedback';", 'core/reglas.ts', 'El núcleo (core/) no importa del navegador ni del servidor.'],
    ["import type { Database } from '../../server/db/database';", 'resources/cursos/schema.ts', 'El núcleo (core/) no importa del navegador ni del servidor.'],
    ["import { readFile } from 'node:fs/promises';", 'core/reglas.ts', 'El núcleo (core/) no importa módulos de Node ni del servidor.'],
    ["import { Button } from '@mui/material';", 'server/routes/x.ts', 'El servidor no importa React ni la interfaz.'],
    ["import { feedback } from '../../src/shell/feedback';", 'server/routes/x.ts', 'El servidor no importa del navegador.'],
    ["import { openDatabase } from '../server/db/database';", 'dataProvider/x.ts', 'El navegador no importa del servidor.'],
    ["import { feedback } from '../src/shell/feedback';", 'authProvider/x.ts', 'Los proveedores no importan de las vistas (src/, resources/).'],
    ["import { buildApp } from '../../server/app';", 'resources/cursos/CursoShow.tsx', 'El navegador no importa del servidor.'],
    ["import type { Database } from '../../server/db/database';", 'resources/cursos/actions.ts', 'El núcleo (core/) no importa del navegador ni del servidor.'],
    ["import { Button } from '@mui/material';", 'resources/cursos/server.ts', 'El servidor no importa React ni la interfaz.'],
  ])('refuses %s in %s', async (text, file, message) => {
    const errors = await errorsIn(`${text}\nexport {};\n`, file);
    expect(errors.some((e) => e.endsWith(message)), errors.join('; ')).toBe(true);
  });

  it('server/db has no import cycle', async () => {
    const dir = new URL('../../server/db/', import.meta.url);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.ts'));
    const edges = new Map<string, string[]>();
    for (const file of files) {
      const source = await readFile(new URL(file, dir), 'utf8');
      const local = [...source.matchAll(/from '\.\/([\w-]+)'/g)].map((m) => `${m[1]}.ts`).filter((f) => files.includes(f));
      edges.set(file, local);
    }
    const cycle = (start: string, path: string[]): string[] | null => {
      for (const next of edges.get(start) ?? []) {
        if (path.includes(next)) return [...path, next];
        const found = cycle(next, [...path, next]);
        if (found) return found;
      }
      return null;
    };
    for (const file of files) expect(cycle(file, [file]), file).toBeNull();
  });
});
