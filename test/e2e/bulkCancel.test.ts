// #/cacelacionMasiva in the browser on the demo data: the administrator cancels a seeded slot of
// another sede; the page says 'Se cancelaron N agendamientos.' with N the bookings the API had
// there (solicitado or asignado) and the answer's count, lists them, and a second run finds none.
import { describe, expect, it } from 'vitest';
import { formatHour } from '../../core/engine/clock';
import type { AgendaDay } from '../../core/school/scheduler/agenda';
import type { SlotView } from '../../core/school/scheduler/slotView';
import type { BulkCancelAnswer } from '../../src/pages/bulkCancel/bulkCancel';
import { adminToken, api, baseURL, login, useBrowser } from './session';

const openPage = useBrowser();

interface Target {
  sede: { id: number; nombre: string };
  day: AgendaDay;
  hora: string;
  count: number;
}

/** A slot of another sede with cancellable bookings: read in that sede (cambiarme_sede), then back home. */
async function findTarget(): Promise<Target | undefined> {
  let token = await adminToken();
  const home = await api<{ id: number }>('sede', {}, token);
  const sedes = await api<{ id: number; nombre: string }[]>('sedes/lista', {}, token);
  const days = await api<AgendaDay[]>('agenda_disponible', {}, token);
  try {
    for (const sede of sedes.filter((s) => s.id !== home.id).reverse()) {
      await api('cambiarme_sede', { sede_id: sede.id }, token);
      token = await adminToken();
      for (const day of days.slice(0, 6)) {
        for (const { hora } of day.horas) {
          const slot = await api<SlotView>('clases/por_hora', { fecha: day.fecha, hora }, token);
          const bookings = [...slot.clases.flatMap((c) => c.agendamientos), ...slot.pendientes];
          const count = bookings.filter((b) => b.estado === 'solicitado' || b.estado === 'asignado').length;
          if (count > 0) return { sede, day, hora, count };
        }
      }
    }
    return undefined;
  } finally {
    const current = await api<{ id: number }>('sede', {}, token);
    if (current.id !== home.id) await api('cambiarme_sede', { sede_id: home.id }, token);
  }
}

describe('#/cacelacionMasiva', () => {
  it('cancels a seeded slot and says how many, as the API counts them', async () => {
    const target = await findTarget();
    expect(target).toBeDefined();
    const { sede, day, hora, count } = target!;
    const [year, month, date] = day.fecha.split('-');

    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await page.goto(`${baseURL}/#/cacelacionMasiva`);
    await expect.poll(() => page.title()).toBe('Cancelación masiva | Aula Admin');
    const procesar = page.getByRole('button', { name: 'Procesar' });
    expect(await procesar.isDisabled()).toBe(true);
    const fecha = page.getByLabel('Fecha', { exact: true });
    await fecha.click();
    await fecha.pressSequentially(`${date}${month}${year}`);
    await page.getByRole('combobox', { name: 'Hora' }).click();
    await page.getByRole('option', { name: formatHour(hora), exact: true }).click();
    await page.getByRole('combobox', { name: 'Sede' }).click();
    await page.getByRole('option', { name: sede.nombre, exact: true }).click();

    const cancel = async (): Promise<BulkCancelAnswer> => {
      await procesar.click();
      const dialog = page.getByRole('dialog', { name: '¿Cancelar los agendamientos?' });
      expect(await dialog.innerText()).toContain(`de la sede ${sede.nombre} el ${date}/${month}/${year} a las ${formatHour(hora)}`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/cancelacion_agendamientos')),
        dialog.getByRole('button', { name: 'Cancelar agendamientos' }).click(),
      ]);
      return (await response.json()) as BulkCancelAnswer;
    };
    const answer = await cancel();
    expect(answer.cancelados).toHaveLength(count);
    const status = page.getByRole('status').filter({ hasText: 'agendamientos' });
    await expect.poll(() => status.innerText()).toBe(`Se cancelaron ${count} agendamientos.`);
    const rows = page.getByRole('table', { name: 'Agendamientos cancelados' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(count + 1);

    await cancel();
    await expect.poll(() => status.innerText()).toBe('No se encontraron agendamientos a cancelar.');
    expect(await page.getByRole('table', { name: 'Agendamientos cancelados' }).count()).toBe(0);
    await page.close();
  });
});
