// The dual-code rule (while the attribute is unset either code, once set only the stronger) for
// every student attribute with its codes, as test vectors.
import { describe, expect, it } from 'vitest';
import { fieldEditCodes, mayEditField } from '../../core/engine/fieldAccess';
import type { FieldDeclaration } from '../../core/engine/declaration/field';

const field = (strong: string, weak?: string): FieldDeclaration => ({
  source: 'x',
  type: 'text',
  label: 'X',
  editCodes: weak ? { set: [strong], unset: [strong, weak] } : { set: [strong] },
});

// [attribute, stronger, weaker]
const PAIRS: [string, string, string | undefined][] = [
  ['sabados / versant', 'C297CD9C', '7F91307F'],
  ['clase cero', 'SF4RFLA0', 'QVHD4WVQ'],
  ['notificaciones', 'FS9B8LJS', undefined],
  ['tutorías', 'A26852FD', undefined],
  ['método de pago', 'EA5E1F0B', '700279E9'],
  ['vigencia', '1904624A', '20BAD775'],
  ['curso / nivel', 'C448968B', 'C0F0653E'],
];

describe.each(PAIRS)('%s', (_name, strong, weak) => {
  const f = field(strong, weak);
  it.each([[null], [undefined], [''], [[]], [false]])('without a value (%j) either code suffices', (current) => {
    expect(mayEditField(f, current, new Set([strong]))).toBe(true);
    if (weak) expect(mayEditField(f, current, new Set([weak]))).toBe(true);
    expect(mayEditField(f, current, new Set())).toBe(false);
  });
  it.each([['2025-01-01'], [0], [true], [7]])('with a value (%j) only the stronger', (current) => {
    expect(fieldEditCodes(f, current)).toEqual([strong]);
    expect(mayEditField(f, current, new Set([strong]))).toBe(true);
    if (weak) expect(mayEditField(f, current, new Set([weak]))).toBe(false);
  });
});

it('a field without edit codes depends only on the resource edit code', () => {
  const plain: FieldDeclaration = { source: 'y', type: 'text', label: 'Y' };
  expect(fieldEditCodes(plain, 'x')).toBeNull();
  expect(mayEditField(plain, 'x', new Set())).toBe(true);
});
