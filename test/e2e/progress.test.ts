// A student's progress in the browser (docs/domain/progress.md 'Progress and grades'): from the detail's 'Clases'
// button, a pending row signed with a reason (39 characters refused, 40 accepted) reads 'Superado'
// with its signer; the grades editor's live total moves to the exact value the final-grade formula
// gives for the grades typed, and saving them passes the autonomous topics; a student whose level
// advanced sees the page read-only.
import { describe, expect, it } from 'vitest';
import type { GradingTopic, StudentProgress } from '../../core/school/students/progress';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

/** docs/domain/progress.md 'Progress and grades': several states at once, and an advanced level. */
const VARIED = '1010107752';
const ADVANCED = 'PZ700217';
const REASON = 'Firmado tras revisar la carpeta del estudiante.';

async function studentId(document: string, token: string): Promise<number> {
  const [student] = await api<Option[]>('estudiante/buscar', { texto: document }, token);
  expect(typeof student?.id).toBe('number');
  return Number(student.id);
}

/** The final grade written out: Σ nota / rango × peso × 5 / 100, to two decimals, es-CO (3,53). */
function expectedFinal(topics: { nota: number | null; rango_nota: number | null; peso_nota: number | null }[]): string {
  const hundredths = topics.reduce((sum, t) => (t.nota === null || !t.rango_nota || !t.peso_nota ? sum : sum + (t.nota / t.rango_nota) * t.peso_nota * 5), 0);
  return (Math.round(hundredths) / 100).toFixed(2).replace('.', ',');
}

describe("a student's progress", () => {
  it('signs a row with a reason of 40 and shows its signer; the grades editor totals live and saves', async () => {
    const token = await adminToken();
    const id = await studentId(VARIED, token);
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/estudiante/detalle/${id}`);
    await page.getByRole('link', { name: 'Clases' }).click();
    await page.waitForURL(/#\/estudiante\/progreso\/\d+/);
    const table = page.getByRole('table', { name: 'Clases' });
    await table.waitFor();

    const progress = await api<StudentProgress>('estudiante/progreso', { estudiante_id: id }, token);
    const pending = progress.registros.find((row) => row.estado === 'pendiente' && row.tipo === 'clase' && row.abiertos === 0);
    expect(pending).toBeDefined();
    const row = table.locator('tbody tr').filter({ has: page.getByRole('cell', { name: String(pending!.id), exact: true }) });
    await row.getByRole('button', { name: 'Firmar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Firmar registro' });
    await dialog.getByLabel('Motivo').fill(REASON.slice(0, 39));
    await expect.poll(() => dialog.getByRole('button', { name: 'Firmar' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Motivo').fill(REASON.padEnd(40, '.'));
    await dialog.getByRole('button', { name: 'Firmar' }).click();
    await row.getByRole('cell', { name: 'Superado', exact: true }).waitFor();
    await row.getByRole('button', { name: 'Ver más' }).click();
    await page.getByText(/Autorizado por/).first().waitFor();
    await page.getByText(/Laura Restrepo/).first().waitFor();

    const topics = await api<GradingTopic[]>('estudiante/notas', { estudiante_id: id }, token);
    const autonomos = topics.filter((t) => t.tipo === 'autonomo' && t.rango_nota !== null);
    expect(autonomos.length).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Notas', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Notas' });
    await editor.getByRole('table', { name: 'Notas por tema' }).waitFor();
    const typed = new Map<number, number>();
    autonomos.forEach((topic, i) => typed.set(topic.id, [4.25, 3.1, 5, 2.75][i % 4]));
    for (const topic of autonomos) await editor.getByLabel(`Nota de ${topic.nombre}`, { exact: true }).fill(String(typed.get(topic.id)));
    const final = expectedFinal(topics.map((t) => ({ ...t, nota: typed.get(t.id) ?? t.nota })));
    await editor.getByText(`Nota final: ${final} / 5,0`).waitFor();
    await editor.getByRole('button', { name: 'Guardar' }).click();
    await editor.getByText('Notas guardadas').first().waitFor();
    const saved = await api<GradingTopic[]>('estudiante/notas', { estudiante_id: id }, token);
    expect(saved.filter((t) => t.tipo === 'autonomo').map((t) => t.nota)).toEqual(autonomos.map((t) => typed.get(t.id)));
    const after = await api<StudentProgress>('estudiante/progreso', { estudiante_id: id }, token);
    expect(after.nota_final.toFixed(2).replace('.', ',')).toBe(final);
  });

  it('shows an advanced level read-only: the notice, and no row action nor grade to save', async () => {
    const token = await adminToken();
    const id = await studentId(ADVANCED, token);
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/estudiante/progreso/${id}`);
    await page.getByText(/Nivel avanzado el \d{2}\/\d{2}\/\d{4}: las notas y fechas son de solo lectura/).waitFor();
    const table = page.getByRole('table', { name: 'Clases' });
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    for (const name of ['Firmar', 'Anular', 'Bloquear', 'Desbloquear', 'Registrar asistencia', 'Editar nota', 'Definir tema']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    await page.getByRole('button', { name: 'Notas', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Notas' });
    await editor.getByRole('table', { name: 'Notas por tema' }).waitFor();
    expect(await editor.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
    expect(await editor.getByRole('textbox').count()).toBe(0);
  });
});
