import ts from 'typescript';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, resolve } from 'node:path';
const root = resolve(process.argv[2] ?? '.');
const TOPS = ['core', 'resources', 'server', 'src', 'dataProvider', 'authProvider'];
function walk(d: string, out: string[]) { for (const f of readdirSync(d)) { const p = join(d, f); if (statSync(p).isDirectory()) { if (f !== 'node_modules') walk(p, out); } else if (/\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts')) out.push(p); } }
const files: string[] = []; for (const t of TOPS) if (existsSync(join(root, t))) walk(join(root, t), files);
const set = new Set(files);
function res(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const c of [base, base + '.ts', base + '.tsx', join(base, 'index.ts'), join(base, 'index.tsx')]) if (set.has(c)) return c;
  return null;
}
const edges = new Map<string, string[]>();
for (const f of files) {
  const info = ts.preProcessFile(readFileSync(f, 'utf8'), true, true);
  const targets = info.importedFiles.map((i) => res(f, i.fileName)).filter((x): x is string => !!x);
  edges.set(f, targets);
}
const rel = (f: string) => relative(root, f);
const top = (f: string) => rel(f).split('/')[0];
const pairs = new Map<string, number>();
for (const [f, ts_] of edges) for (const t of ts_) if (top(f) !== top(t)) { const k = `${top(f)} -> ${top(t)}`; pairs.set(k, (pairs.get(k) ?? 0) + 1); }
console.log([...pairs].sort().map(([k, v]) => `${k}: ${v}`).join('\n'));
// SCC via Tarjan
let idx = 0; const index = new Map<string, number>(), low = new Map<string, number>(), stack: string[] = [], on = new Set<string>(); const sccs: string[][] = [];
function sc(v: string) { index.set(v, idx); low.set(v, idx); idx++; stack.push(v); on.add(v);
  for (const w of edges.get(v) ?? []) { if (!index.has(w)) { sc(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!)); }
  if (low.get(v) === index.get(v)) { const c: string[] = []; let w; do { w = stack.pop()!; on.delete(w); c.push(w); } while (w !== v); if (c.length > 1 || (edges.get(v) ?? []).includes(v)) sccs.push(c); } }
for (const f of files) if (!index.has(f)) sc(f);
console.log('files', files.length, 'cycles', sccs.length);
for (const c of sccs) console.log(' -', c.map(rel).join(' | '));
