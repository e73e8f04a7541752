import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from '../../vite.config';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('addCompileHints', () => {
  it("puts V8's hint on the first line of the files named, once, and leaves the others alone", async () => {
    dir = await mkdtemp(join(tmpdir(), 'aula-hints-'));
    await writeFile(join(dir, 'entry.js'), 'const a=1;\n');
    await writeFile(join(dir, 'other.js'), 'const b=2;\n');
    await addCompileHints(dir, ['entry.js']);
    await addCompileHints(dir, ['entry.js']);
    expect(await readFile(join(dir, 'entry.js'), 'utf8')).toBe(`${COMPILE_HINT}const a=1;\n`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(await readFile(join(dir, 'other.js'), 'utf8')).toBe('const b=2;\n');
  });
});
