// The documents' references, checked against the tree (test/unit/docsLinks.test.ts): every relative
// Markdown link of README.md and docs/**/*.md names a file that exists (and its '#anchor' a heading
// of that file), and every repository path a document names in backticks (`server/db/migrations/`,
// `src/pages/scheduler/`, `core/engine/privileges.ts`, `resources/<name>/schema.ts`) exists.
// `npx tsx test/tools/docsLinks.ts` prints every path the documents name, then what does not resolve.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from './importGraph';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A backticked text counts as a repository path when it starts with one of these. */
const PATH_STARTS = ['core/', 'server/', 'src/', 'resources/', 'dataProvider/', 'authProvider/', 'test/', 'docs/', 'bench/', 'public/', '.ci/'];
const ROOT_FILES = new Set(['package.json', 'package-lock.json', 'tsconfig.json', 'index.html', 'vite.config.ts', 'vitest.config.ts', 'eslint.config.js', 'README.md']);

export interface DocReference {
  /** The document, relative to the repository (README.md, docs/api.md). */
  doc: string;
  line: number;
  /** As written: a link's target, or the backticked path. */
  text: string;
}

/** README.md and every Markdown file under docs/, relative to the repository. */
export function documents(root = ROOT): string[] {
  const found = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) found.push(path);
    }
  };
  if (existsSync(join(root, 'docs'))) walk('docs');
  return found;
}

/** The document's lines with fenced code blocks blanked (their text is code, not references). */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped (letters, digits, '-', '_' and spaces kept), spaces as '-'. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings, repeated ones numbered as GitHub numbers them (-1, -2…). */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Inline code spans removed: a link inside backticks is code. */
const withoutCode = (line: string) => line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));

/** Every Markdown link and image of a document: `[text](target)`, `![alt](target)`, outside code. */
export function linksOf(doc: string, text: string): DocReference[] {
  const found: DocReference[] = [];
  proseLines(text).forEach((line, index) => {
    for (const match of withoutCode(line).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) found.push({ doc, line: index + 1, text: match[1] });
  });
  return found;
}

/** Every backticked text of a document that names a repository path. */
export function pathsOf(doc: string, text: string): DocReference[] {
  const found: DocReference[] = [];
  proseLines(text).forEach((line, index) => {
    for (const match of line.matchAll(/`([^`\s]+)`/g)) {
      const path = match[1];
      if (ROOT_FILES.has(path) || PATH_STARTS.some((start) => path.startsWith(start))) found.push({ doc, line: index + 1, text: path });
    }
  });
  return found;
}

/** A path segment that stands for names: `<name>`, `{id}`, `NNN_*.sql`, `reorganize*.ts`, `…`. */
function segmentPattern(segment: string): RegExp | null {
  if (!/[<>{}*…]|NNN/.test(segment)) return null;
  const source = segment
    .split(/(<[^>]*>|\{[^}]*\}|\*|…|NNN)/)
    .map((part) => {
      if (part === 'NNN') return '\\d+';
      if (part === '*' || part === '…' || /^<.*>$/.test(part) || /^\{.*\}$/.test(part)) return '.+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** Whether a repository path exists, a segment with a placeholder or a '*' matching any name there. */
export function pathExists(path: string, root = ROOT): boolean {
  const wantsFolder = path.endsWith('/');
  const segments = path.split('/').filter((segment) => segment !== '');
  const walk = (at: string, rest: string[]): boolean => {
    if (rest.length === 0) return !wantsFolder || statSync(at).isDirectory();
    const [segment, ...others] = rest;
    const pattern = segmentPattern(segment);
    if (!pattern) return existsSync(join(at, segment)) && walk(join(at, segment), others);
    if (!existsSync(at) || !statSync(at).isDirectory()) return false;
    return readdirSync(at).some((name) => pattern.test(name) && walk(join(at, name), others));
  };
  return walk(root, segments);
}

/** What does not resolve: each as 'doc:line text — why'. */
export function docProblems(root = ROOT): string[] {
  const problems: string[] = [];
  const texts = new Map<string, string>();
  const read = (path: string) => {
    if (!texts.has(path)) texts.set(path, readFileSync(join(root, path), 'utf8'));
    return texts.get(path)!;
  };
  for (const doc of documents(root)) {
    const text = read(doc);
    for (const link of linksOf(doc, text)) {
      if (/^[a-z][a-z+.-]*:/i.test(link.text)) continue; // https:, mailto:
      const [target, anchor] = link.text.split('#', 2) as [string, string | undefined];
      const file = target === '' ? doc : relative(root, resolve(root, dirname(doc), decodeURI(target)));
      const where = `${link.doc}:${link.line} ${link.text}`;
      if (file.startsWith('..') || !existsSync(join(root, file))) problems.push(`${where} — no existe ${file}`);
      else if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(read(file)).has(anchor)) problems.push(`${where} — ${file} no tiene el título #${anchor}`);
    }
    for (const path of pathsOf(doc, text)) if (!pathExists(path.text, root)) problems.push(`${path.doc}:${path.line} \`${path.text}\` — no existe`);
  }
  return problems;
}

/** Every repository path the documents name (backticks and links), each once, sorted. */
export function namedPaths(root = ROOT): string[] {
  const all = new Set<string>();
  for (const doc of documents(root)) {
    const text = readFileSync(join(root, doc), 'utf8');
    for (const path of pathsOf(doc, text)) all.add(path.text);
    for (const link of linksOf(doc, text)) {
      const target = link.text.split('#')[0];
      if (target && !/^[a-z][a-z+.-]*:/i.test(target)) all.add(relative(root, resolve(root, dirname(doc), target)));
    }
  }
  return [...all].sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const path of namedPaths()) console.log(path);
  const problems = docProblems();
  for (const problem of problems) console.error(problem);
  console.error(problems.length === 0 ? 'Documentos: cada enlace y cada ruta existen.' : `Documentos: ${problems.length} referencias rotas.`);
  process.exit(problems.length === 0 ? 0 : 1);
}

/** The source folders whose comments may name repository paths. */
const SOURCE_FOLDERS = ['core', 'server', 'src', 'resources', 'dataProvider', 'authProvider', 'test'];
const COMMENT_PATH = /(?<![\w./-])((?:core|server|src|resources|test|dataProvider|authProvider|docs)\/[\w./*<>{},-]*\w)/g;

/**
 * Repository paths named in the comments of the source ('core/school/calendar.ts', 'docs/api.md')
 * that do not exist: a comment that points somewhere must point at something. A path may leave out
 * its .ts/.tsx; NNN, <name> and * stand for any name.
 */
export function commentPathProblems(root = ROOT): string[] {
  const problems: string[] = [];
  for (const file of SOURCE_FOLDERS.flatMap((folder) => (existsSync(join(root, folder)) ? sourceFiles(join(root, folder)) : []))) {
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      const at = line.indexOf('//');
      const comment = at >= 0 ? line.slice(at) : /^\s*\*/.test(line) ? line : '';
      for (const match of comment.matchAll(COMMENT_PATH)) {
        const path = match[1].replace(/[.,;:)]+$/, '').replace(/NNN/g, '*');
        if (/[{}]/.test(path)) continue;
        if (![path, `${path}.ts`, `${path}.tsx`].some((candidate) => pathExists(candidate, root))) {
          problems.push(`${relative(root, file)}:${index + 1} ${path}`);
        }
      }
    });
  }
  return problems;
}
