// #/masivos in the browser on the demo data (docs/domain/bulk-payments.md 'Bulk payment update'): the administrator
// uploads the .csv Excel (Spanish) saves — Windows-1252, semicolons, CRLF — with a header, two good
// lines (one method by its name) and three bad ones (one per refusal message), sees the file's name,
// how it was read and the three messages, 'Procesar', 'Se ejecutó con exito la acción.', the file
// cleared, and the students' payment methods changed as the API reads them.
import { describe, expect, it } from 'vitest';
import type { PaymentUpdateAnswer } from '../../core/school/paymentUpdate';
import { adminToken, api, baseURL, login, type Option, useBrowser } from './session';

const openPage = useBrowser();

/** A method other than the student's, among the listed ones. */
const otherThan = (metodos: string[], current: unknown) => metodos.find((m) => m !== current) ?? metodos[0];

describe('#/masivos', () => {
  it('lists the bad lines, processes the file, clears it and changes the students’ methods', async () => {
    const token = await adminToken();
    const catalogue = await api<{ codigo: string; nombre: string }[]>('config/metodos_pago', {}, token);
    const metodos = catalogue.map((m) => m.codigo);
    const nameOf = (codigo: string) => catalogue.find((m) => m.codigo === codigo)!.nombre;
    const { datos } = await api<{ datos: Option[] }>('estudiante/lista', { por_pagina: 2 }, token);
    const [a, b] = await Promise.all(datos.map((s) => api<Option>('estudiante/detalle', { id: s.id }, token)));
    const newA = otherThan(metodos, a.tipo_pago);
    const newB = otherThan([...metodos].reverse(), b.tipo_pago);
    const lines = ['Código;Método', `${a.id};${newA.toUpperCase()}`, 'A-17;contado', `${b.id}`, `${b.id};${nameOf(newB)}`, '999999;tarjeta', ''];

    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/masivos`);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Masivos | Aula Admin');
    await page.getByText(`${metodos[0]} (${nameOf(metodos[0])})`, { exact: false }).waitFor();
    // Latin-1 is Windows-1252 for these letters: the bytes Excel writes.
    await page.getByTestId('archivo-pagos').setInputFiles({ name: 'medios-de-pago.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n'), 'latin1') });

    await expect.poll(() => page.getByTestId('nombre-archivo').innerText(), { timeout: 15_000 }).toBe('medios-de-pago.csv');
    const refused = page.getByRole('table', { name: 'Registros con errores' });
    await expect.poll(() => refused.getByRole('row').count(), { timeout: 15_000 }).toBe(4);
    const text = await refused.innerText();
    for (const message of ['El código no tiene el formato valido', 'Estructura del registro incorrecta', 'Metodo de pago incorrecto']) expect(text).toContain(message);
    expect(await page.getByTestId('resumen-archivo').innerText()).toContain('Registros válidos: 2 · Con errores: 3 · Se ignoró la línea de encabezado · Leído como Windows-1252 (Excel), separador «;»');

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/actualizar_medios_pago')),
      page.getByRole('button', { name: 'Procesar' }).click(),
    ]);
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as PaymentUpdateAnswer;
    expect(answer.actualizados).toBe(2);
    const status = page.getByRole('status').filter({ hasText: 'Se ejecutó con exito la acción.' });
    await expect.poll(() => status.count(), { timeout: 15_000 }).toBe(1);
    // The server's answer lists the three refused lines again; the file is cleared.
    await expect.poll(() => page.getByRole('table', { name: 'Registros no actualizados' }).getByRole('row').count(), { timeout: 15_000 }).toBe(4);
    expect(await page.getByTestId('nombre-archivo').innerText()).toBe('Ningún archivo seleccionado');
    expect(await refused.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Procesar' }).count()).toBe(0);

    expect((await api<Option>('estudiante/detalle', { id: a.id }, token)).tipo_pago).toBe(newA);
    expect((await api<Option>('estudiante/detalle', { id: b.id }, token)).tipo_pago).toBe(newB);
    await page.close();
  });
});
