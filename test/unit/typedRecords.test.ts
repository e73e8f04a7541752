// Views read typed records (issue 41, point 5): a view under resources/ names the record it reads,
// useRecordContext<EstudianteRecord>() (its resource's recordType.ts: RecordOf its declaration), never
// a bare useRecordContext(), whose fields read as `any`; the generic views in src/ name theirs too
// (RecordOf<ResourceDeclaration>: any declaration's record, each field unknown).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../tools/importGraph';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface RecordContextCall {
  /** 'resources/cursos/NewTopicLink.tsx:10' */
  at: string;
  /** The type argument as written; '' when there is none. */
  type: string;
}

/** Each useRecordContext(…) call of a source text (also as a member: RA.useRecordContext). */
function recordContextCalls(path: string, text: string): RecordContextCall[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const calls: RecordContextCall[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'useRecordContext') {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        calls.push({ at: `${path}:${line + 1}`, type: (node.typeArguments ?? []).map((t) => t.getText(source)).join(', ') });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

const written = (call: RecordContextCall) => `${call.at} useRecordContext${call.type ? `<${call.type}>` : ''}()`;

const callsUnder = (folder: string): RecordContextCall[] =>
  sourceFiles(join(root, folder)).flatMap((file) => recordContextCalls(relative(root, file), readFileSync(file, 'utf8')));

/** Type arguments that say nothing of the record: a resource's view names its declaration's record instead. */
const GENERIC = new Set(['any', 'unknown', 'RaRecord', 'RecordOf<ResourceDeclaration>']);

describe('views read typed records', () => {
  it('finds a bare call, a typed one and a member call', () => {
    const text = [
      'const a = useRecordContext();',
      'const b = useRecordContext<EstudianteRecord>();',
      'const c = RA.useRecordContext( );',
      '// useRecordContext() in a comment is no call',
    ].join('\n');
    expect(recordContextCalls('x.tsx', text)).toEqual([
      { at: 'x.tsx:1', type: '' },
      { at: 'x.tsx:2', type: 'EstudianteRecord' },
      { at: 'x.tsx:3', type: '' },
    ]);
  });

  it("every view under resources/ reads its declaration's record (useRecordContext<XRecord>())", () => {
    const calls = callsUnder('resources');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.type === '' || GENERIC.has(call.type)).map(written)).toEqual([]);
  });

  it("every view under src/ names the record it reads (the generic ones: RecordOf<ResourceDeclaration>)", () => {
    const calls = callsUnder('src');
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.type === '' || call.type === 'any').map(written)).toEqual([]);
  });
});
