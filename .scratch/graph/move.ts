// Usage: tsx move.ts from:to [from:to ...]  (files or directories, repo-relative). git mv + rewrite relative specifiers.
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, dirname, relative, resolve } from 'node:path';
const root = resolve('.');
const SKIP = new Set(['node_modules', 'dist', '.git', '.scratch', 'data']);
function walk(d: string, out: string[]) { for (const f of readdirSync(d)) { if (SKIP.has(f)) continue; const p = join(d, f); if (statSync(p).isDirectory()) walk(p, out); else out.push(p); } }
const all: string[] = []; walk(root, all);
const allSet = new Set(all);
const pairs = process.argv.slice(2).map((a) => a.split(':').map((s) => resolve(root, s)) as [string, string]);
// old absolute file -> new absolute file
const map = new Map<string, string>();
for (const [from, to] of pairs) {
  if (existsSync(from) && statSync(from).isDirectory()) { for (const f of all) if (f.startsWith(from + '/')) map.set(f, to + f.slice(from.length)); }
  else map.set(from, to);
}
const dirMap = (p: string) => { for (const [from, to] of pairs) if (p === from || p.startsWith(from + '/')) return to + p.slice(from.length); return p; };
const newOf = (f: string) => map.get(f) ?? f;
function resolveOld(fromFile: string, spec: string): { target: string; kind: 'file' | 'dir' } | null {
  const base = resolve(dirname(fromFile), spec.replace(/\/$/, ''));
  for (const c of [base, base + '.ts', base + '.tsx', base + '.js', join(base, 'index.ts'), join(base, 'index.tsx')]) if (allSet.has(c)) return { target: c, kind: 'file' };
  if (existsSync(base) && statSync(base).isDirectory()) return { target: base, kind: 'dir' };
  return null;
}
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
let changed = 0;
const edits: [string, string][] = [];
for (const file of all) {
  if (!CODE.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  const newFile = newOf(file);
  const out = text.replace(/(['"`])(\.\.?\/[^'"`\n$]*)\1/g, (whole, q: string, spec: string) => {
    const r = resolveOld(file, spec);
    if (!r) return whole;
    const oldBase = resolve(dirname(file), spec.replace(/\/$/, ''));
    let newTargetBase: string;
    if (r.kind === 'dir') newTargetBase = dirMap(r.target);
    else {
      const nt = newOf(r.target);
      // keep the spec's own shape: strip whatever suffix resolution added
      const suffix = r.target.slice(oldBase.length); // '', '.ts', '/index.tsx' ...
      newTargetBase = suffix && nt.endsWith(suffix) ? nt.slice(0, nt.length - suffix.length) : nt;
    }
    if (newTargetBase === oldBase && newFile === file) return whole;
    let rel = relative(dirname(newFile), newTargetBase);
    if (!rel.startsWith('.')) rel = './' + rel;
    if (spec.endsWith('/')) rel += '/';
    if (rel === spec) return whole;
    return q + rel + q;
  });
  if (out !== text) { edits.push([file, out]); changed++; }
}
for (const [from, to] of pairs) { execSync(`mkdir -p "${dirname(to)}" && git mv "${from}" "${to}"`); }
for (const [file, out] of edits) writeFileSync(newOf(file), out);
console.log('moved', map.size, 'files; rewrote', changed);
