// A student's record in the browser: a demo student's level change downloads as a real PDF (it
// parses, with a page), and an observation created from 'Crear Nuevo' shows in the list; the
// tutoring register opens from the detail.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

/** A demo student whose every section has content (docs/domain/student-record.md, 'The student's record'). */
const DEMO_DOCUMENT = '1010107752';

describe("a student's record", () => {
  it('downloads a level-change PDF, creates an observation and opens the tutoring register', async () => {
    const token = await adminToken();
    const [student] = await api<Option[]>('estudiante/buscar', { texto: DEMO_DOCUMENT }, token);
    expect(student).toBeDefined();
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/estudiante/detalle/${student.id}`);

    await page.getByRole('button', { name: 'Cambios de nivel' }).click();
    const pdfButton = page.getByRole('button', { name: /^PDF del cambio de nivel \d+$/ }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^cambio-nivel-\d+\.pdf$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const pdf = await PDFDocument.load(Buffer.concat(chunks));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);

    await page.getByRole('button', { name: 'Observaciones' }).click();
    await page.getByRole('button', { name: 'Crear Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva observación' });
    const text = `Pidió cambiar su horario a la tarde (${Date.now()})`;
    await dialog.getByLabel('Observación').fill(text);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(text).waitFor();
    await page.getByText('Observación creada').first().waitFor();

    await page.getByRole('link', { name: 'Registro de tutorías' }).click();
    await page.waitForURL(/#\/estudiante\/tutoria\/\d+/);
    await page.getByRole('table', { name: 'Registro de tutorías' }).waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Registro de tutorías' }).locator('tbody tr').count()).toBeGreaterThan(0);
  });
});
