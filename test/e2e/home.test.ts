// The home dashboard in the browser on the demo data (docs/domain/scheduler.md 'The class scheduler'): the
// administrator sees 'Disponibilidad Actual' with the seeded week's figures (one cell and one Total
// compared with the API) and the four 500×200 charts with one bar per sede; the consulta user (no
// BA0052EE) sees the welcome only, and the page never asks for availability.
import { describe, expect, it } from 'vitest';
import type { AgendaDay } from '../../core/school/scheduler/agenda';
import type { SlotSupply, TypeAvailability } from '../../src/pages/home/availabilityTable';
import { slotTotal, typeCell } from '../../src/pages/home/availabilityTable';
import { INDICATOR_CHARTS, type SedeFigure } from '../../src/pages/home/indicatorCharts';
import { formatHour } from '../../core/engine/dates';
import { adminToken, api, login, useBrowser } from './session';

const openPage = useBrowser();

describe('the home dashboard', () => {
  it('shows the administrator the seeded availability and the four charts', async () => {
    const token = await adminToken();
    const [day] = await api<AgendaDay[]>('agenda_disponible', {}, token);
    // The first slot of the first date whose bookings the demo week seeded, else its first slot.
    let chosen: { hora: AgendaDay['horas'][number]; row: TypeAvailability } | undefined;
    for (const hora of day.horas) {
      const rows = await api<TypeAvailability[]>('estado/disponibilidad_full', { dia: day.fecha, hora: hora.hora }, token);
      const busy = rows.find((r) => r.ocupacion_salones_ocupados + r.ocupacion_sin_asignar > 0);
      if (busy) chosen = { hora, row: busy };
      else chosen ??= rows[0] ? { hora, row: rows[0] } : undefined;
      if (busy) break;
    }
    expect(chosen).toBeDefined();
    const { hora, row } = chosen!;
    const supply = await api<SlotSupply[]>('indicadores/disponibilidad_franjas', { fecha: day.fecha }, token);

    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    const section = page.getByRole('region', { name: 'Disponibilidad Actual' });
    const table = section.getByRole('table', { name: `Disponibilidad del ${day.texto}` });
    await table.waitFor();
    const headers = table.getByRole('columnheader');
    await expect.poll(() => headers.allInnerTexts()).toContain(row.nombre_corto);
    const column = (await headers.allInnerTexts()).indexOf(row.nombre_corto);
    const slotRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: formatHour(hora.hora), exact: true }) });
    const cells = slotRow.getByRole('cell');
    await expect.poll(() => cells.nth(column - 1).innerText()).toBe(typeCell(row).text);
    expect(await cells.nth(column - 1).getAttribute('data-color')).toBe(typeCell(row).colour);
    const total = slotTotal(supply.find((s) => s.hora === hora.hora)!);
    await expect.poll(() => cells.last().innerText()).toBe(total.text);

    for (const chart of INDICATOR_CHARTS) {
      const figures = await api<SedeFigure[]>(chart.path, {}, token);
      expect(figures.length).toBeGreaterThanOrEqual(25);
      expect(figures.some((f) => f.sede.includes('Premium'))).toBe(true);
      const block = page.getByRole('region', { name: chart.title, exact: true });
      // A chart is drawn when scrolled near (WhenVisible), as a user reaching it would.
      await block.scrollIntoViewIfNeeded();
      const svg = block.locator('svg.recharts-surface');
      expect([await svg.getAttribute('width'), await svg.getAttribute('height')]).toEqual(['500', '200']);
      const rows = block.getByRole('table', { name: `${chart.title} por sede` }).getByRole('row');
      const texts = () => rows.evaluateAll((els) => els.map((el) => el.textContent));
      await expect.poll(texts).toEqual(figures.map((f) => `${f.sede}${f.valor}`));
      await expect.poll(() => block.locator('.recharts-bar-rectangle').count()).toBe(figures.length);
    }
    await page.close();
  });

  it('shows the consulta user no dashboard', async () => {
    const page = await openPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(estado\/disponibilidad_full|indicadores\/)/.test(request.url())) asked.push(request.url());
    });
    await login(page, 'consulta@escuela.test', 'Consulta123!');
    await page.getByText(/^¡Bienvenido/).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText('Disponibilidad Actual').count()).toBe(0);
    expect(asked).toEqual([]);
    await page.close();
  });
});
