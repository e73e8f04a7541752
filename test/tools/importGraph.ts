// The import graph of the source folders, as the layers see it (docs/architecture.md, 'Layers'): every relative
// import, export, dynamic import(), import.meta.glob and new URL(…, import.meta.url) between the
// source files, type-only imports included. Read by test/unit/importGraph.test.ts and
// `npm run lint` (test/tools/checkImportGraph.ts). Besides the layers: production code imports no
// test fixture (*.examples.ts) and, but for the composition roots that seed the demo, no seed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The top-level source folders, and which of them each may import: core at the ground, resources on top. */
export const LAYERS = {
  core: [],
  server: ['core'],
  dataProvider: ['core'],
  authProvider: ['core', 'dataProvider'],
  src: ['core', 'dataProvider', 'authProvider'],
  resources: ['core', 'server', 'dataProvider', 'authProvider', 'src'],
} as const satisfies Record<string, readonly string[]>;

export type Layer = keyof typeof LAYERS;
const FOLDERS = Object.keys(LAYERS) as Layer[];

export interface ImportGraph {
  /** Repository-relative file → the files (or folders, for a glob or a URL) it reaches. */
  edges: Map<string, string[]>;
}

/** Every TypeScript source file below `dir` (absolute paths; declaration files aside). */
export function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Strings a file reaches by path rather than by import: import.meta.glob patterns and new URL(…, import.meta.url). */
function pathReferences(text: string): string[] {
  const globs = [...text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']+)'/g)].map((m) => m[1]);
  const urls = [...text.matchAll(/new URL\(\s*'(\.[^']*)',\s*import\.meta\.url\)/g)].map((m) => m[1]);
  return [...globs, ...urls];
}

export function readImportGraph(root: string): ImportGraph {
  const files = FOLDERS.filter((folder) => existsSync(join(root, folder))).flatMap((folder) => sourceFiles(join(root, folder), []));
  const known = new Set(files);
  const resolveImport = (from: string, specifier: string): string | null => {
    if (!specifier.startsWith('.')) return null;
    const base = resolve(dirname(from), specifier);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) if (known.has(candidate)) return candidate;
    return null;
  };
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const imported = ts.preProcessFile(text, true, true).importedFiles.map((i) => resolveImport(file, i.fileName));
    // A glob or URL reaches the folder its fixed part names ('../resources/*/index.tsx' → resources/).
    const reached = pathReferences(text).map((path) => resolve(dirname(file), path.split('*')[0]));
    const targets = [...imported.filter((t): t is string => t !== null), ...reached];
    edges.set(relative(root, file), [...new Set(targets.map((t) => relative(root, t)))]);
  }
  return { edges };
}

export const layerOf = (path: string): Layer | undefined => FOLDERS.find((folder) => path === folder || path.startsWith(`${folder}/`));

/**
 * The entry points: the files package.json's scripts run with tsx and the module index.html loads.
 * They compose the app (hand the resources to the engine), so they alone may import resources/.
 */
export function entryPoints(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const scripts = Object.values(pkg.scripts).flatMap((script) => [...script.matchAll(/tsx ([\w/.-]+\.tsx?)/g)].map((m) => m[1]));
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const modules = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((m) => m[1]);
  return [...scripts, ...modules].filter((file) => FOLDERS.some((folder) => file.startsWith(`${folder}/`))).sort();
}

/** Imports from a folder into one it may not import ('src/x.ts -> resources/y.ts'); entry points may import resources/. */
export function upwardImports(graph: ImportGraph, entries: readonly string[]): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph.edges) {
    const from = layerOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = layerOf(target);
      if (!to || to === from) continue;
      const allowed = (LAYERS[from] as readonly string[]).includes(to) || (entries.includes(file) && to === 'resources');
      if (!allowed) found.push(`${file} -> ${target}`);
    }
  }
  return found.sort();
}

/** The import cycles: each strongly connected group of files, sorted (Tarjan's algorithm). */
export function importCycles(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.edges.get(file) ?? []) {
      if (!index.has(target)) {
        if (!graph.edges.has(target)) continue;
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.edges.get(file) ?? []).includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.edges.keys()) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * The floors inside a top folder, lowest first (docs/architecture.md 'Layers'; issue 41): a subfolder imports only
 * subfolders of lower floors, never one of its own floor or above; the folder's own root files (its
 * composition roots: src/App.tsx, server/app.ts…) stand above every floor. A top folder without an
 * entry is not checked yet; a subfolder missing from its entry is a problem too (a new folder is
 * placed on purpose).
 */
export const FLOORS: Partial<Record<Layer, readonly (readonly string[])[]>> = {
  core: [
    // The engine: declaration types, field types, validation, lookups, list filters, bodies, paths,
    // record rules, the permission catalogue and the privilege ceiling, exports' cells, the clock.
    ['engine'],
    // The school: calendar, class types, availability, pre-assignments, payments, novedades, and
    // the scheduler's, students' (progress, grades, record) and reports' rules.
    ['school'],
  ],
  src: [
    // The Spanish messages (react-admin's and the declarations').
    ['i18n'],
    // What every view reads from the shell: the session's codes and access, the page registry, route
    // table and titles, the shell context and its menu entries, feedback, lazy views, in-app links,
    // the theme and colours, the school's clock.
    ['shell'],
    // Bulk loads (CSV and spreadsheet imports); the frame around the pages (header, menu, footer).
    ['bulk', 'layout'],
    // The views a resource declaration builds: lists, details, forms, fields, actions, exports.
    ['resource-views'],
    // react-admin's <Admin> composed for what it is handed; views shared by resources and pages.
    ['admin', 'shared'],
    // The custom pages, registered (src/shell/pages.ts) and handed to the shell by src/App.tsx.
    ['pages'],
  ],
  server: [
    // The engine, lowest first. The API's Spanish error bodies (and zod's issues in Spanish); the
    // metrics registry, its text format, the request timing and who may read them (nothing of the project).
    ['errors', 'metrics'],
    // The database seam (PGlite, PostgreSQL), its SQL helpers, migrations and schema tools.
    ['db'],
    // Sessions and access; the mail outbox; checks of uploaded files; the audit trail's writer.
    ['auth', 'mail', 'files', 'audit'],
    // The request's path: endpoints (guard, body), plumbing, headers, the routes' deps.
    ['http'],
    // The export writers (CSV, xlsx, xls) and their slots; the database's backups (copy, file, restore, schedule).
    ['export', 'backup'],
    // The declaration-driven engine: repositories, writes, bulk loads, imports, actions, file routes.
    ['crud'],
    // The REST face over the engine; the OpenAPI document of both faces.
    ['rest'],
    ['openapi'],
    // The school, above the engine. People: reach (a student's, a sede's), person targets' searches, observations.
    ['people', 'pdf'],
    // Progress rows; teachers, rooms and pre-assignments; payments; reports.
    ['progress', 'school', 'payments', 'reports'],
    // Classes, bookings and tutoring (they feed progress).
    ['scheduler'],
    // The student's record (sections, booking form, history, level-change PDF).
    ['students'],
    // The demo data (seeded through the scheduler's and progress' writers): only SEEDING_ROOTS and
    // the test fixtures import it (seedImports).
    ['seed'],
    // The app's own route modules (session, lookups, permissions, users, resources, system, health and metrics, backups).
    ['routes'],
    // The build check run before start.
    ['tools'],
  ],
};

/** The subfolder of a top folder a path is in ('src/shell/x.ts' → 'shell'), or '.' for a root file. */
function subfolderOf(path: string): string {
  const parts = path.split('/');
  return parts.length > 2 ? parts[1] : '.';
}

/** Imports between subfolders that the floors do not allow, and subfolders no floor names. */
export function floorProblems(graph: ImportGraph, floors: typeof FLOORS = FLOORS): string[] {
  const found = new Set<string>();
  for (const [file, targets] of graph.edges) {
    const top = layerOf(file);
    const plan = top && floors[top];
    if (!plan) continue;
    const floorOf = (sub: string) => (sub === '.' ? plan.length : plan.findIndex((floor) => floor.includes(sub)));
    const from = subfolderOf(file);
    if (floorOf(from) < 0) {
      found.add(`Carpeta sin piso: ${top}/${from}`);
      continue;
    }
    for (const target of targets) {
      if (layerOf(target) !== top) continue;
      const to = subfolderOf(target);
      if (to === from) continue;
      if (floorOf(to) < 0) found.add(`Carpeta sin piso: ${top}/${to}`);
      else if (floorOf(to) >= floorOf(from)) found.add(`${file} -> ${target}`);
    }
  }
  return [...found].sort();
}

/** Cycles between the folders of resources/ (a resource folder imports another only one way). */
export function resourceFolderCycles(graph: ImportGraph): string[][] {
  const edges = new Map<string, string[]>();
  for (const [file, targets] of graph.edges) {
    if (layerOf(file) !== 'resources' || subfolderOf(file) === '.') continue;
    const from = `resources/${subfolderOf(file)}`;
    const to = targets.filter((t) => layerOf(t) === 'resources' && subfolderOf(t) !== '.').map((t) => `resources/${subfolderOf(t)}`).filter((t) => t !== from);
    edges.set(from, [...new Set([...(edges.get(from) ?? []), ...to])]);
  }
  return importCycles({ edges });
}

/** A test fixture (a *.examples.ts beside what it exercises: server/routes/auth.examples.ts, resources/<name>/server.examples.ts): test code, not production. */
export const isTestFixture = (path: string): boolean => path.endsWith('.examples.ts');

/** Production files that import a test fixture ('server/routes/auth.ts -> server/routes/auth.examples.ts'): only tests and other fixtures read them. */
export function fixtureImports(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph.edges) {
    if (isTestFixture(file)) continue;
    for (const target of targets) if (isTestFixture(target)) found.push(`${file} -> ${target}`);
  }
  return found.sort();
}

/** The composition roots that seed the demo database: with server/seed/ itself and the test fixtures, all that may import the seed. */
export const SEEDING_ROOTS: readonly string[] = ['server/start.ts', 'server/seed-cli.ts'];

const inSeed = (path: string): boolean => path === 'server/seed' || path.startsWith('server/seed/');

/** Production files other than SEEDING_ROOTS (and the seed's own) that import server/seed/ ('server/routes/x.ts -> server/seed/pdf.ts'). */
export function seedImports(graph: ImportGraph, roots: readonly string[] = SEEDING_ROOTS): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph.edges) {
    if (inSeed(file) || isTestFixture(file) || roots.includes(file)) continue;
    for (const target of targets) if (inSeed(target)) found.push(`${file} -> ${target}`);
  }
  return found.sort();
}

/**
 * What breaks the layers: any upward import, any cycle (of files; of resource folders), any floor
 * broken; and production code reaching a test fixture or, outside its roots, the seed.
 */
export function layerProblems(root: string): { upward: string[]; cycles: string[][]; floors: string[]; fixtures: string[]; seed: string[] } {
  const graph = readImportGraph(root);
  return {
    upward: upwardImports(graph, entryPoints(root)),
    cycles: [...importCycles(graph), ...resourceFolderCycles(graph)],
    floors: floorProblems(graph),
    fixtures: fixtureImports(graph),
    seed: seedImports(graph),
  };
}
