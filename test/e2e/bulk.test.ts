// A 10,000-row CSV goes through preview and import without freezing the page.
import { describe, expect, it } from 'vitest';
import estudiantes from '../../resources/estudiantes/schema';
import { adminToken, api, baseURL, firstOptions, login, useBrowser } from './session';

const openPage = useBrowser();

describe('bulk import of 10,000 rows', () => {
  it('previews and imports a 10,000-row CSV without freezing the page', async () => {
    const token = await adminToken();
    const { tipoDoc, sede, curso } = await firstOptions(token);
    const header = estudiantes.bulk?.columns.join(',');
    const lines = Array.from({ length: 10_000 }, (_, i) =>
      `Carga,,Masiva,,${tipoDoc.codigo},7${String(i).padStart(8, '0')},,3100000000,carga.masiva${i}@ejemplo.test,${sede.id},${curso.id}`,
    );

    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    // Long tasks (> 50 ms of blocked main thread) are recorded from here on.
    await page.evaluate(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    await page.goto(`${baseURL}/#/estudiante/masivo`);
    await page.getByRole('button', { name: 'Importar CSV' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'diez-mil.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...lines].join('\n')) });
    await page.getByText('Total: 10000').waitFor({ timeout: 30_000 });
    await page.getByText('Válidas: 10000').waitFor();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText(/Se crearon 10000 registros/).waitFor({ timeout: 60_000 });
    const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
    // A frozen page blocks for seconds; parsing and validating in slices keeps each task short.
    expect(longest).toBeLessThan(500);
    const { total } = await api<{ total: number }>('estudiante/lista', { filtros: { primer_apellido: 'Masiva' } }, token);
    expect(total).toBe(10_000);
    await page.close();
  });
});
