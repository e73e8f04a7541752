// A topic's files in the browser (issue 9): upload a preparation PDF on the topic's detail and see
// it previewed inline; add a feedback item and preview its PDF in the dialog.
import { describe, expect, it } from 'vitest';
import { onePagePdf } from '../../server/seed/pdf';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

describe('topic files', () => {
  it('uploads a preparation PDF, previews it, and adds a feedback item', async () => {
    const token = await adminToken();
    const { datos: cursos } = await api<{ datos: Option[] }>('curso/lista', { por_pagina: 1 }, token);
    const { datos: temas } = await api<{ datos: Option[] }>('tema/lista', { por_pagina: 5, filtros: { curso_id: cursos[0].id } }, token);
    // The demo's first lesson has a preparation file already: take the second topic.
    const tema = temas[1];
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/tema/detalle/${tema.id}`);
    await page.getByText('No se ha agregado un archivo de preparación').waitFor();

    await page.locator('label', { hasText: 'Agregar archivo' }).locator('input[type=file]').setInputFiles({
      name: 'guia.pdf',
      mimeType: 'application/pdf',
      buffer: onePagePdf(undefined, 'Guía de preparación'),
    });
    await page.getByText('Preparación creada').waitFor();
    const inline = page.locator('iframe[title="guia.pdf"]');
    await inline.waitFor();
    expect(await inline.getAttribute('width')).toBe('500');
    expect(await inline.getAttribute('height')).toBe('375');

    await page.getByRole('button', { name: 'Agregar feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo feedback' });
    await dialog.getByLabel('Rango inicial').fill('0');
    await dialog.getByLabel('Rango final').fill('3.5');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'feedback.pdf', mimeType: 'application/pdf', buffer: onePagePdf(undefined, 'Feedback') });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Feedback creado').waitFor();
    await page.getByRole('cell', { name: /Más de 0,00 hasta 3,50/ }).waitFor();
    await page.getByRole('row', { name: /feedback\.pdf/ }).getByRole('button', { name: 'Ver' }).click();
    const preview = page.getByRole('dialog', { name: 'feedback.pdf' });
    await preview.locator('iframe').waitFor();
    expect(await preview.locator('iframe').getAttribute('height')).toBe('480');
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/topic-files.png`, fullPage: true });

    const { datos } = await api<{ datos: { tipo: string; archivo: { nombre: string } }[] }>(`tema/${tema.id}/adicional/lista`, {}, token);
    expect(datos.map((a) => [a.tipo, a.archivo.nombre]).sort()).toEqual([['feedback', 'feedback.pdf'], ['preparacion', 'guia.pdf']]);
    await page.close();
  });
});
