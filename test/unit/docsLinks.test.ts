// The documents as a map that leads somewhere (issue 41, point 6): every relative link of README.md and
// docs/**/*.md resolves (to a file, and an '#anchor' to one of its headings), and every repository path
// a document names in backticks exists. The rules and the walk: test/tools/docsLinks.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { anchorsOf, commentPathProblems, docProblems, documents, linksOf, pathExists, pathsOf, slug } from '../tools/docsLinks';

describe('the documents', () => {
  it('link only to files and headings that exist, and name only paths that exist', () => {
    expect(docProblems()).toEqual([]);
  });

  it('are what the code’s comments point at: every path a comment names exists', () => {
    expect(commentPathProblems()).toEqual([]);
  });

  it('are README.md and docs/, the README linking to every document', () => {
    const docs = documents();
    expect(docs).toContain('docs/architecture.md');
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const linked = new Set(linksOf('README.md', readme).map((link) => link.text.split('#')[0]));
    expect(docs.filter((doc) => doc !== 'README.md' && !linked.has(doc))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('make GitHub’s anchors', () => {
    expect(slug("The student's record")).toBe('the-students-record');
    expect(slug('Lists at 100,000 rows')).toBe('lists-at-100000-rows');
    expect(slug('Files (field type `file`)')).toBe('files-field-type-file');
    expect(slug('Bulk loads (crear_masivo, importar)')).toBe('bulk-loads-crear_masivo-importar');
    expect(slug('Programador → Clases')).toBe('programador--clases');
    expect([...anchorsOf('# A\n\n## B\n```\n# not a heading\n```\n## B\n')]).toEqual(['a', 'b', 'b-1']);
  });

  it('read links and paths outside code only', () => {
    const text = '[a](x.md#y) `core/engine/types.ts` `[b](z.md)` `npm test`\n```\n[c](w.md) `server/nothing.ts`\n```\n![d](img/e.png)';
    expect(linksOf('docs/t.md', text).map((link) => link.text)).toEqual(['x.md#y', 'img/e.png']);
    expect(pathsOf('docs/t.md', text).map((path) => path.text)).toEqual(['core/engine/types.ts']);
  });

  it('take placeholders and globs as any name', () => {
    expect(pathExists('resources/<name>/schema.ts')).toBe(true);
    expect(pathExists('server/db/migrations/NNN_*.sql')).toBe(true);
    expect(pathExists('core/')).toBe(true);
    expect(pathExists('core/engine/types.ts/')).toBe(false);
    expect(pathExists('resources/<name>/no-such-file.ts')).toBe(false);
  });
});
