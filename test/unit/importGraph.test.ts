// The layers as folders (docs/architecture.md, 'Layers'): core/ at the ground, the server and the browser's
// providers and shell above it, resources/ on top; only the entry points import resources/. No
// module cycle at all. Also run by `npm run lint`.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  entryPoints, fixtureImports, floorProblems, type ImportGraph, importCycles, layerProblems, readImportGraph, resourceFolderCycles, seedImports, upwardImports,
} from '../tools/importGraph';

const root = fileURLToPath(new URL('../../', import.meta.url));
const graphOf = (edges: Record<string, string[]>): ImportGraph => ({ edges: new Map(Object.entries(edges)) });

describe('import graph', () => {
  it('the tree imports only downwards and has no cycle', () => {
    expect(layerProblems(root)).toEqual({ upward: [], cycles: [], floors: [], fixtures: [], seed: [] });
  });

  it('reads every source folder, globs and URLs included', () => {
    const graph = readImportGraph(root);
    expect(graph.edges.size).toBeGreaterThan(700);
    expect(graph.edges.get('src/main.tsx')).toContain('resources/appResources.ts');
    expect(graph.edges.get('resources/appResources.ts')).toContain('resources');
    expect(graph.edges.get('server/db/open.ts')).toEqual(expect.arrayContaining(['server/db/pglite.ts', 'server/db/postgres.ts']));
  });

  it('the entry points are what package.json and index.html run', () => {
    expect(entryPoints(root)).toEqual(expect.arrayContaining(['server/main.ts', 'server/dev.ts', 'server/db/generate.ts', 'src/main.tsx']));
  });

  it.each([
    ['core/a.ts', 'src/b.tsx'],
    ['core/a.ts', 'resources/cursos/schema.ts'],
    ['server/crud/load.ts', 'resources/registry.ts'],
    ['src/shell/menu.ts', 'resources/registry.ts'],
    ['dataProvider/index.ts', 'authProvider/storage.ts'],
    ['server/a.ts', 'dataProvider/b.ts'],
    ['src/a.ts', 'server/b.ts'],
  ])('refuses %s -> %s', (from, to) => {
    expect(upwardImports(graphOf({ [from]: [to] }), ['server/main.ts'])).toEqual([`${from} -> ${to}`]);
  });

  it.each([
    ['resources/cursos/server.ts', 'server/crud/parts.ts'],
    ['resources/cursos/index.tsx', 'src/resource-views/types.ts'],
    ['authProvider/index.ts', 'dataProvider/http.ts'],
    ['server/main.ts', 'resources/served.ts'],
    ['src/pages/home/Home.tsx', 'core/school/calendar.ts'],
  ])('allows %s -> %s', (from, to) => {
    expect(upwardImports(graphOf({ [from]: [to] }), ['server/main.ts'])).toEqual([]);
  });

  it('finds cycles, a module importing itself too', () => {
    const graph = graphOf({ 'core/a.ts': ['core/b.ts'], 'core/b.ts': ['core/c.ts'], 'core/c.ts': ['core/a.ts'], 'core/d.ts': ['core/d.ts', 'core/a.ts'], 'core/e.ts': ['core/a.ts'] });
    expect(importCycles(graph)).toEqual([['core/a.ts', 'core/b.ts', 'core/c.ts'], ['core/d.ts']]);
  });

  it('holds the floors inside a top folder: lower only, none of the same floor, root files above all, every folder placed', () => {
    const floors = { server: [['db'], ['http', 'mail'], ['students']] };
    const graph = graphOf({
      'server/students/a.ts': ['server/db/b.ts', 'server/http/c.ts', 'server/main.ts'],
      'server/http/c.ts': ['server/mail/d.ts', 'server/db/b.ts'],
      'server/db/b.ts': ['server/students/a.ts'],
      'server/app.ts': ['server/students/a.ts'],
      'server/pdf/e.ts': ['server/db/b.ts'],
    });
    expect(floorProblems(graph, floors)).toEqual([
      'Carpeta sin piso: server/pdf',
      'server/db/b.ts -> server/students/a.ts',
      'server/http/c.ts -> server/mail/d.ts',
      'server/students/a.ts -> server/main.ts',
    ]);
  });

  it('keeps the test fixtures (*.examples.ts) out of production: only fixtures import them (tests are outside the graph)', () => {
    const graph = graphOf({
      'server/routes/auth.ts': ['server/routes/auth.examples.ts', 'server/crud/examples.ts'],
      'resources/cursos/server.ts': ['resources/cursos/server.examples.ts'],
      'server/http/endpoint.ts': ['server/http/endpoint.examples.ts'],
      'resources/cursos/server.examples.ts': ['server/http/endpoint.examples.ts', 'server/routes/resources.examples.ts'],
      'server/routes/auth.examples.ts': ['server/seed/catalog.ts'],
    });
    expect(fixtureImports(graph)).toEqual([
      'resources/cursos/server.ts -> resources/cursos/server.examples.ts',
      'server/http/endpoint.ts -> server/http/endpoint.examples.ts',
      'server/routes/auth.ts -> server/routes/auth.examples.ts',
    ]);
  });

  it('lets only the seed, its seeding roots and the test fixtures import server/seed/', () => {
    const graph = graphOf({
      'server/start.ts': ['server/seed/index.ts', 'server/seed/catalog.ts'],
      'server/seed-cli.ts': ['server/seed/index.ts'],
      'server/seed/index.ts': ['server/seed/week.ts', 'server/scheduler/bookingWrites.ts'],
      'server/routes/resources.examples.ts': ['server/seed/pdf.ts'],
      'server/routes/resources.ts': ['server/seed/pdf.ts'],
      'server/dev.ts': ['server/start.ts', 'server/seed/catalog.ts'],
      'resources/temas/server.ts': ['server/seed/topicFiles.ts'],
    });
    expect(seedImports(graph)).toEqual([
      'resources/temas/server.ts -> server/seed/topicFiles.ts',
      'server/dev.ts -> server/seed/catalog.ts',
      'server/routes/resources.ts -> server/seed/pdf.ts',
    ]);
    expect(seedImports(graph, ['server/start.ts', 'server/seed-cli.ts', 'server/dev.ts'])).toEqual([
      'resources/temas/server.ts -> server/seed/topicFiles.ts',
      'server/routes/resources.ts -> server/seed/pdf.ts',
    ]);
  });

  it('finds cycles between resource folders', () => {
    const graph = graphOf({ 'resources/a/x.ts': ['resources/b/y.ts'], 'resources/b/y.ts': ['resources/registry.ts'], 'resources/b/z.ts': ['resources/a/w.ts'] });
    expect(resourceFolderCycles(graph)).toEqual([['resources/a', 'resources/b']]);
  });
});
