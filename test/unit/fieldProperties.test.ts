// Properties of the shared field rules over arbitrary input (fast-check): whatever a form, a CSV
// cell or a request body holds, checkField answers a value or a Spanish error — never throws — and
// a value it accepted is accepted again unchanged (what the server stores is what the browser sent).
import { slotsOfDate } from '../../core/school/calendar';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordRuleErrors } from '../../core/engine/recordRules';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { checkField } from '../../core/engine/validation';
import talleres from '../fixtures/talleres/schema';
import estudiantes from '../../resources/estudiantes/schema';
import salones from '../../resources/salones/schema';

// A fixed seed: the same cases on every run (CI stays deterministic); change it to explore more.
const SEED = 20261123;

const DECLARATIONS: ResourceDeclaration[] = [estudiantes, salones, talleres];
const FIELDS: FieldDeclaration[] = DECLARATIONS.flatMap((d) => d.fields).filter((f) => f.type !== 'json');

const anyInput = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '2026-02-29', '29/02/2024', '1e309', 'regular_1; regular_2', '[{"nombre":"x","cantidad":1}]', '<p>x</p>'),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 6 }),
  fc.array(fc.dictionary(fc.constantFrom('nombre', 'cantidad', 'otro'), fc.oneof(fc.string(), fc.integer(), fc.constant(null))), { maxLength: 6 }),
  fc.object(),
);

describe('checkField over arbitrary input', () => {
  it('a required list refuses a cell that lists nothing (found by the property below)', () => {
    const tipos = talleres.fields.find((f) => f.source === 'tipos')!;
    expect(checkField(tipos, ',', 'create')).toEqual({ error: 'Este campo es requerido' });
    expect(checkField(tipos, ' ; ', 'bulk')).toEqual({ error: 'Este campo es requerido' });
  });

  it('answers a value or a Spanish error, never throws', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), anyInput, fc.constantFrom('create' as const, 'edit' as const, 'bulk' as const), (field, raw, mode) => {
        const result = checkField(field, raw, mode);
        if ('error' in result) expect(result.error).toMatch(/^[A-ZÁÉÍÓÚÑ«]/);
        else expect(result).toHaveProperty('value');
      }),
      { numRuns: 3000, seed: SEED },
    );
  });

  it('accepts what it accepted, unchanged (normalisation is idempotent)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS.filter((f) => f.type !== 'file')), anyInput, (field, raw) => {
        const first = checkField(field, raw, 'create');
        if ('error' in first) return;
        const again = checkField(field, first.value, 'create');
        expect(again).toEqual(first);
      }),
      { numRuns: 3000, seed: SEED },
    );
  });
});

describe('record rules over arbitrary records', () => {
  it('never throw, and name only the fields of their own rules', () => {
    const record = fc.dictionary(fc.constantFrom('fecha_inicio', 'fecha_fin', 'cupo', 'salon_id', 'otro'), anyInput);
    fc.assert(
      fc.property(record, fc.integer({ min: 0, max: 500 }), (values, limit) => {
        const errors = recordRuleErrors(talleres, values, { today: '2026-11-23', classHours: slotsOfDate, related: () => limit });
        for (const field of Object.keys(errors)) expect(['fecha_fin', 'fecha_inicio', 'cupo']).toContain(field);
      }),
      { numRuns: 2000, seed: SEED },
    );
  });
});
