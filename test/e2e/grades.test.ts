// Numbers the Colombian way in the browser (issue 43, point 4), at 390 and 1366 px: the grades
// editor takes '4,5' (saved as 4.5) and says 'Se ajustó al máximo: 5' when a grade above the range
// is typed; at 390 px its Nota column is inside the dialog without a sideways scroll; the progress
// page shows its numbers es-CO; and a student early in a level reads why levelling is not open yet.
import { describe, expect, it } from 'vitest';
import type { GradingTopic, LevellingState, StudentProgress } from '../../core/school/students/progress';
import { formatNumber } from '../../core/engine/numbers';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

/** docs/domain/progress.md 'Progress and grades': a student in the middle of a level, with autonomous work. */
const VARIED = '1010107752';
/** The same doc's student in levelling, with a levelling grade of 2.8. */
const LEVELLING = '1010129540';

async function studentId(document: string, token: string): Promise<number> {
  const [student] = await api<Option[]>('estudiante/buscar', { texto: document }, token);
  expect(typeof student?.id).toBe('number');
  return Number(student.id);
}

describe.each([
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
])('numbers the Colombian way at $width px', (size) => {
  it("takes '4,5', says a clamp, keeps Nota in view and shows es-CO numbers and why levelling waits", async () => {
    const token = await adminToken();
    const id = await studentId(VARIED, token);
    const topics = await api<GradingTopic[]>('estudiante/notas', { estudiante_id: id }, token);
    const autonomos = topics.filter((t) => t.tipo === 'autonomo' && t.rango_nota !== null && t.rango_nota > 0);
    const typedComma = autonomos.find((t) => (t.rango_nota ?? 0) >= 4.5);
    const typedAbove = autonomos.find((t) => t !== typedComma && (t.rango_nota ?? 0) < 7);
    expect(typedComma && typedAbove, 'two autonomous topics: one graded on 4.5 or more, one under 7').toBeTruthy();
    // Every autonomous grade at 1 first, so that what the browser types is always a change.
    await api('progreso/actualizar_notas', { estudiante_id: id, temas: autonomos.map((t) => ({ id: t.id, nota: 1 })) }, token);

    const page = await openPage();
    await page.setViewportSize(size);
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/estudiante/progreso/${id}`);
    // On a phone the rows are cards (issue 43 point 8), a list named like the table.
    const phone = size.width < 600;
    const rows = phone ? page.getByRole('list', { name: 'Clases' }) : page.getByRole('table', { name: 'Clases' });
    await rows.waitFor();

    await page.getByRole('button', { name: 'Notas', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Notas' });
    const grades = editor.getByRole('table', { name: 'Notas por tema' });
    await grades.waitFor();
    const comma = editor.getByLabel(`Nota de ${typedComma!.nombre}`, { exact: true });
    const above = editor.getByLabel(`Nota de ${typedAbove!.nombre}`, { exact: true });
    await comma.fill('4,5');
    await above.fill('7');
    const rangoAbove = formatNumber(typedAbove!.rango_nota!);
    await editor.getByText(`Se ajustó al máximo: ${rangoAbove}`, { exact: true }).waitFor();
    expect(await above.inputValue()).toBe(rangoAbove);
    expect(await comma.inputValue()).toBe('4,5');
    await editor.getByText(/^Nota final: \d,\d\d \/ 5,0$/).waitFor();

    // The Nota column inside the dialog with no sideways scroll (at 390 too).
    const dialogBox = await editor.boundingBox();
    const header = await grades.getByRole('columnheader', { name: 'Nota', exact: true }).boundingBox();
    const input = await above.boundingBox();
    for (const box of [header, input]) {
      expect(box!.x).toBeGreaterThanOrEqual(dialogBox!.x);
      expect(box!.x + box!.width).toBeLessThanOrEqual(Math.min(dialogBox!.x + dialogBox!.width, size.width) + 0.5);
    }
    const overflow = await grades.evaluate((table) => {
      const container = table.parentElement!;
      return container.scrollWidth - container.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);

    await editor.getByRole('button', { name: 'Guardar' }).click();
    await editor.getByText('Notas guardadas').first().waitFor();
    const saved = await api<GradingTopic[]>('estudiante/notas', { estudiante_id: id }, token);
    expect(saved.find((t) => t.id === typedComma!.id)?.nota).toBe(4.5);
    expect(saved.find((t) => t.id === typedAbove!.id)?.nota).toBe(typedAbove!.rango_nota);
    await editor.getByRole('button', { name: 'Cerrar' }).click();
    await editor.waitFor({ state: 'hidden' });

    // The page's numbers es-CO: the row graded 4,5, the final grade, the pass mark.
    const progress = await api<StudentProgress>('estudiante/progreso', { estudiante_id: id }, token);
    const row = progress.registros.find((r) => r.tema_id === typedComma!.id);
    expect(row).toBeDefined();
    const rowLine = phone
      ? rows.getByTestId('progreso-tarjeta').filter({ has: page.getByRole('definition').getByText(String(row!.id), { exact: true }) })
      : rows.locator('tbody tr').filter({ has: page.getByRole('cell', { name: String(row!.id), exact: true }) });
    await rowLine.getByText(`4,5 / ${formatNumber(row!.rango_nota!)}`, { exact: true }).waitFor();
    await page.getByText(`Nota final: ${formatNumber(progress.nota_final, { minDecimals: 2 })} / 5,0`, { exact: true }).waitFor();
    await page.getByText(`Nota de aprobación: ${formatNumber(progress.nota_aprobacion, { minDecimals: 1 })}`, { exact: true }).waitFor();

    // Early in the level: levelling waits, and the page says how many rows remain.
    const state = await api<LevellingState>('progreso/estado', { estudiante_id: id }, token);
    expect(state.codigo).toBe('en_curso');
    expect(state.registros_abiertos).toBeGreaterThan(0);
    await page
      .getByText(`La nivelación se abre cuando todas las clases del nivel estén cerradas (faltan ${state.registros_abiertos} de ${state.registros_total})`, { exact: true })
      .waitFor();
    expect(await page.getByLabel('Nota de nivelación').count()).toBe(0);
  });
});

describe('levelling once the level is closed', () => {
  it("opens for the demo's levelling student, whose level's rows are all closed, and reads its grade es-CO", async () => {
    const token = await adminToken();
    const id = await studentId(LEVELLING, token);
    const state = await api<LevellingState>('progreso/estado', { estudiante_id: id }, token);
    expect(state).toMatchObject({ codigo: 'nivelar', registros_abiertos: 0 });
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/estudiante/progreso/${id}`);
    await page.getByText(`Nivelación abierta: nota final ${formatNumber(state.dato!.nota_final, { minDecimals: 2 })} bajo la nota de aprobación`, { exact: true }).waitFor();
    await page.getByText('Nota de nivelación: 2,80', { exact: true }).waitFor();
    await page.getByLabel('Nota de nivelación').first().waitFor();
  });
});
