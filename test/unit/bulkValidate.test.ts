import { describe, expect, it } from 'vitest';
import estudiantes from '../../resources/estudiantes/schema';
import salones from '../../resources/salones/schema';
import { referenceResolver } from '../../core/engine/references';
import { MESSAGES } from '../../core/engine/validation';
import { parseBulkText } from '../../src/bulk/parseBulkText';
import { isValidRow, validateRows } from '../../src/bulk/validateRows';
import { BULK_MESSAGES, ROW_ERROR_KEY } from '../../src/bulk/types';

const SEDES = [
  { id: 3, name: 'Sede Norte' },
  { id: 7, name: 'Sede Sur' },
];
const REFERENCES = new Map([
  ['sedes', referenceResolver(SEDES)],
  ['tiposDocumento', referenceResolver([{ id: 'CC', name: 'Cédula de ciudadanía' }, { id: 'PA', name: 'Pasaporte' }])],
  ['cursos', referenceResolver([{ id: 7, name: 'Inglés A1 - Módulo 1', code: 'EN-A1-1' }, { id: 8, name: 'Inglés A1 - Módulo 1', code: 'EN-A1-1B' }])],
]);

const studentLine = (i: number) =>
  `Ana,María,Pérez,Gómez,CC,${1000000 + i},,3001234567,ana${i}@correo.com,3,7`;

describe('validateRows', () => {
  it('normalises valid rows and keeps field errors of invalid ones', async () => {
    const rows = parseBulkText(
      ['Aula 1,101,30,lab,3', 'Aula 2,102,cero,sotano,x', 'Aula 3,103,30,lab,3,extra'].join('\n'),
      salones,
    ).rows;
    const [ok, bad, extra] = await validateRows(rows, salones);
    expect(ok.errors).toEqual({});
    expect(ok.record).toEqual({ nombre: 'Aula 1', numero: '101', capacidad: 30, tipo_salon: 'lab', sede_id: 3 });
    expect(bad.errors).toEqual({ capacidad: MESSAGES.number, tipo_salon: MESSAGES.choice, sede_id: MESSAGES.choice });
    expect(extra.errors[ROW_ERROR_KEY]).toBe(BULK_MESSAGES.structure);
    expect([ok, bad, extra].map(isValidRow)).toEqual([true, false, false]);
  });

  it('reports required fields and the name pattern on student lines', async () => {
    const [row] = await validateRows(parseBulkText('Ana3,,,,CC,123', estudiantes).rows, estudiantes);
    expect(row.errors.primer_nombre).toBe(MESSAGES.name);
    expect(row.errors.primer_apellido).toBe(MESSAGES.required);
    expect(row.errors.numero_documento).toBe(MESSAGES.minLength(4));
    expect(row.errors.email).toBe(MESSAGES.emailRequired);
  });

  it('flags a unique value repeated inside the batch (case-insensitive), pointing at the first line', async () => {
    const { rows } = parseBulkText([studentLine(1), studentLine(2), studentLine(1).replace('ana1@', 'ANA2@')].join('\n'), estudiantes);
    const [first, second, third] = await validateRows(rows, estudiantes);
    expect(first.errors).toEqual({});
    expect(second.errors).toEqual({});
    expect(third.errors).toEqual({ numero_documento: BULK_MESSAGES.duplicate(1), email: BULK_MESSAGES.duplicate(2) });
  });

  it('validates 10,000 rows in slices, never blocking the event loop for more than ~100 ms', async () => {
    const text = Array.from({ length: 10000 }, (_, i) => studentLine(i)).join('\n');
    const { rows } = parseBulkText(text, estudiantes);
    // A timer that reschedules itself runs only between slices: the longest gap between two of
    // its runs is the longest synchronous slice of the validation.
    let last = performance.now();
    let longest = 0;
    let ticks = 0;
    let running = true;
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      ticks += 1;
      if (running) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const progress: number[] = [];
    const validated = await validateRows(rows, estudiantes, { references: REFERENCES, onProgress: (f) => progress.push(f) });
    longest = Math.max(longest, performance.now() - last); // the last slice, or all of it if nothing yielded
    running = false;
    expect(validated).toHaveLength(10000);
    expect(validated.every(isValidRow)).toBe(true);
    expect(longest).toBeLessThan(100);
    // One progress report per slice, and the timer got a turn after each of them.
    expect(ticks).toBeGreaterThanOrEqual(progress.length - 1);
    expect(progress[progress.length - 1]).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('resolves reference cells by id, code or name with the loaded options, as the server does', async () => {
    const { rows } = parseBulkText(
      [
        'Ana,,Pérez,,cédula de ciudadanía,1000001,,3001234567,ana1@correo.com,sede norte,EN-A1-1B',
        'Ana,,Pérez,,PA,1000002,,3001234567,ana2@correo.com,7,8',
        'Ana,,Pérez,,CE,1000003,,3001234567,ana3@correo.com,9,inglés a1 - módulo 1',
      ].join('\n'),
      estudiantes,
    );
    const [byName, byId, bad] = await validateRows(rows, estudiantes, { references: REFERENCES });
    expect(byName.errors).toEqual({});
    expect(byName.record).toMatchObject({ tipo_documento: 'CC', sede_id: 3, curso_actual_id: 8 });
    expect(byId.record).toMatchObject({ tipo_documento: 'PA', sede_id: 7, curso_actual_id: 8 });
    expect(bad.errors).toEqual({
      tipo_documento: MESSAGES.choice,
      sede_id: MESSAGES.choice,
      curso_actual_id:
        'Valor ambiguo: «inglés a1 - módulo 1» corresponde a 2 opciones (Inglés A1 - Módulo 1 = EN-A1-1; Inglés A1 - Módulo 1 = EN-A1-1B). Escriba el código o el número.',
    });
  });

  it('resolves with nothing for no rows', async () => {
    const progress: number[] = [];
    await expect(validateRows([], salones, { onProgress: (f) => progress.push(f) })).resolves.toEqual([]);
    expect(progress).toEqual([1]);
  });
});
