// `npm start` builds the interface only when its inputs or dist/ changed (server/tools/buildInputs.ts):
// the digest sees every change that matters and nothing else, the stamp decides, and the list of
// inputs covers every file the browser's code imports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, buildDigest, buildSettings, indexMark, type InputFile, isBuildInput, listInputs, needsBuild, parseStamp, stampText } from '../../server/tools/buildInputs';

const file = (path: string, text: string): InputFile => ({ path, content: new TextEncoder().encode(text) });
const PROD = { NODE_ENV: 'production' };
const base = [file('index.html', '<div id="root"></div>'), file('src/main.tsx', 'render()'), file('public/favicon.svg', '<svg/>')];

describe('buildDigest', () => {
  const digest = buildDigest(base, PROD);

  it('does not depend on the order the files were listed in', () => {
    expect(buildDigest([...base].reverse(), PROD)).toBe(digest);
    expect(buildDigest(base, { ...PROD })).toBe(digest);
  });

  it.each([
    ['an edited file', [base[0], file('src/main.tsx', 'render();'), base[2]]],
    ['a renamed file', [base[0], file('src/index.tsx', 'render()'), base[2]]],
    ['a new file', [...base, file('src/nuevo.ts', '')]],
    ['a removed file', base.slice(0, 2)],
  ])('changes with %s', (_what, files) => {
    expect(buildDigest(files, PROD)).not.toBe(digest);
  });

  it('changes with the settings that change the output', () => {
    expect(buildDigest(base, { NODE_ENV: 'development' })).not.toBe(digest);
    expect(buildDigest(base, { ...PROD, VITE_X: '1' })).not.toBe(digest);
  });

  it('keeps path and content apart', () => {
    expect(buildDigest([file('ab', 'c')], {})).not.toBe(buildDigest([file('a', 'bc')], {}));
    expect(buildDigest([file('a', 'b'), file('c', '')], {})).not.toBe(buildDigest([file('a', ''), file('bc', '')], {}));
  });
});

describe('the stamp', () => {
  const inputs = buildDigest(base, PROD);
  const index = indexMark({ mtimeMs: 1795761681685.25, size: 1325 });
  const stamp = { inputs, index: index ?? '' };

  it('reads back what was written, and nothing else', () => {
    expect(parseStamp(stampText(stamp))).toEqual(stamp);
    expect(parseStamp(null)).toBeNull();
    expect(parseStamp(stampText(stamp).slice(0, 20))).toBeNull();
    expect(parseStamp('{"inputs":"abc"}')).toBeNull();
    expect(parseStamp('{"inputs":1,"index":"x"}')).toBeNull();
  });

  it('marks dist/index.html by its time and size, or null when missing', () => {
    expect(index).toBe('1795761681685.25:1325');
    expect(indexMark(null)).toBeNull();
  });

  it.each([
    ['no dist/index.html', stamp, { inputs, index: null }, true],
    ['no stamp (a fresh install, or a build that failed)', null, { inputs, index }, true],
    ['other inputs', stamp, { inputs: buildDigest([], PROD), index }, true],
    ['a dist/ built since by other means', stamp, { inputs, index: indexMark({ mtimeMs: 1795761681999, size: 1325 }) }, true],
    ['the same inputs and dist/', stamp, { inputs, index }, false],
  ])('%s: build %s', (_what, saved, now, expected) => {
    expect(needsBuild(saved, now)).toBe(expected);
  });
});

describe('what counts as an input', () => {
  it('leaves out only a resource folder’s server part', () => {
    expect(isBuildInput('resources/cursos/server.ts')).toBe(false);
    expect(isBuildInput('resources/served.ts')).toBe(false);
    expect(isBuildInput('resources/usuarios/server.examples.ts')).toBe(false);
    expect(isBuildInput('resources/appResources.ts')).toBe(true);
    expect(isBuildInput('resources/cursos/schema.ts')).toBe(true);
    expect(isBuildInput('core/scheduler/rules/server.ts')).toBe(true);
    expect(isBuildInput('src/server.ts')).toBe(true);
  });

  it('takes NODE_ENV and the VITE_ variables from the environment, nothing else', () => {
    expect(buildSettings({ NODE_ENV: 'production', VITE_API: '/api', PORT: '4000', HOME: '/root' })).toEqual({ NODE_ENV: 'production', VITE_API: '/api' });
    expect(buildSettings({})).toEqual({ NODE_ENV: '' });
  });
});

describe('listInputs', () => {
  const root = mkdtempSync(join(tmpdir(), 'aula-build-inputs-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('walks the input folders, skips what is missing or not an input, and names files with /', async () => {
    put('index.html', 'x');
    put('src/shell/App.tsx', 'y');
    put('resources/cursos/schema.ts', 'z');
    put('resources/cursos/server.ts', 'no');
    put('server/main.ts', 'no');
    put('test/unit/a.test.ts', 'no');
    const listed = await listInputs(root);
    expect(listed.map((f) => f.path).sort()).toEqual(['index.html', 'resources/cursos/schema.ts', 'src/shell/App.tsx']);
    expect(new TextDecoder().decode(listed.find((f) => f.path === 'src/shell/App.tsx')?.content)).toBe('y');
  });
});

describe('the project', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));

  it('imports nothing into the browser from outside the inputs', { timeout: 60_000 }, async () => {
    const sources = (await listInputs(root)).filter((f) => /\.(tsx?|css)$/.test(f.path) && !f.path.startsWith('public/'));
    expect(sources.length).toBeGreaterThan(150);
    const outside = sources.flatMap((source) => {
      const text = new TextDecoder().decode(source.content);
      const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
      return specifiers
        .map((spec) => relative(root, resolve(root, dirname(source.path), spec)).split(/[\\/]/).join('/'))
        .filter((target) => !BUILD_INPUTS.some((input) => target === input || target.startsWith(`${input}/`)))
        .map((target) => `${source.path} → ${target}`);
    });
    expect(outside).toEqual([]);
  });
});
