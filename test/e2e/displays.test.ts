// The scheduler's read-only views in the browser on the demo data (docs/domain/scheduler.md 'The class scheduler'):
// #/logistica shows a seeded slot's classes as the API gives them, #/tutoria a seeded tutoring
// student linking to their detail, and #/pantalla is drawn without the app's header and menu.
import { describe, expect, it } from 'vitest';
import type { LogisticaAnswer, PantallaAnswer } from '../../core/school/scheduler/displays';
import { formatHour } from '../../core/engine/clock';
import type { AgendaDay } from '../../core/school/scheduler/agenda';
import { adminToken, api, baseURL, login, nav, useBrowser } from './session';

const openPage = useBrowser();

interface TutoringDay {
  sesiones: { estudiante_id: number; estudiante: string }[];
}

describe('the scheduler’s displays', () => {
  it('#/logistica shows a seeded slot’s classes with booked/capacity', async () => {
    const token = await adminToken();
    const days = await api<AgendaDay[]>('agenda_disponible', {}, token);
    // The first offered day whose slots have classes (the demo week is seeded around today).
    let found: { day: AgendaDay; slot: LogisticaAnswer['dias'][number]['horas'][number] } | undefined;
    for (const day of days.slice(0, 6)) {
      const { dias } = await api<LogisticaAnswer>('logistica/clases', { fechas: [day.fecha] }, token);
      const slot = dias[0].horas.find((h) => h.clases.length > 0);
      if (slot) found = { day, slot };
      if (found) break;
    }
    expect(found).toBeDefined();
    const { day, slot } = found!;

    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await expect.poll(() => nav(page).getByRole('link', { name: 'Logística' }).getAttribute('target')).toBe('_blank');
    await page.goto(`${baseURL}/#/logistica`);
    if (day.fecha !== days[0].fecha) {
      await page.getByRole('combobox', { name: 'Día' }).click();
      await page.getByRole('option', { name: day.texto, exact: true }).click();
    }
    const table = page.getByRole('region', { name: `${day.fecha} ${formatHour(slot.hora)}` }).getByRole('table');
    await table.waitFor();
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(slot.clases.length + 1);
    for (const [i, clase] of slot.clases.entries()) {
      const cells = await rows.nth(i + 1).getByRole('cell').allInnerTexts();
      expect([cells[0], cells[1], cells[3]]).toEqual([clase.salon, clase.profesor, `${clase.agendados}/${clase.capacidad}`]);
    }
    await page.close();
  });

  it('#/tutoria shows a seeded tutoring student linking to their detail', async () => {
    // The demo seeds tutoring in the sedes that have a tutoring cabin: the admin works in the first
    // such sede for this test (cambiarme_sede; restored at the end, as it ends the admin's sessions).
    let token = await adminToken();
    const home = await api<{ id: number }>('sede', {}, token);
    const sedes = await api<{ id: number }[]>('sedes/lista', {}, token);
    const days = await api<AgendaDay[]>('agenda_disponible', {}, token);
    let found: { day: AgendaDay; student: TutoringDay['sesiones'][number] } | undefined;
    try {
      for (const sede of [home, ...sedes.filter((s) => s.id !== home.id)]) {
        if (sede.id !== home.id) {
          await api('cambiarme_sede', { sede_id: sede.id }, token);
          token = await adminToken();
        }
        for (const day of days) {
          const { sesiones } = await api<TutoringDay>('tutorias/por_fecha', { fecha: day.fecha }, token);
          if (sesiones.length > 0) found = { day, student: sesiones[0] };
          if (found) break;
        }
        if (found) break;
      }
      expect(found).toBeDefined();
      const { day, student } = found!;

      const page = await openPage();
      await login(page, 'admin@escuela.test', 'Admin123!');
      await page.goto(`${baseURL}/#/tutoria`);
      await page.getByRole('combobox', { name: 'Día' }).click();
      await page.getByRole('option', { name: day.texto, exact: true }).click();
      const grid = page.getByRole('table', { name: 'Tutorías del día' });
      const link = grid.locator(`a[href="#/estudiante/detalle/${student.estudiante_id}"]`);
      await expect.poll(() => link.first().innerText()).toBe(student.estudiante);
      await link.first().click();
      await page.waitForURL(new RegExp(`#/estudiante/detalle/${student.estudiante_id}$`));
      await page.close();
    } finally {
      const current = await api<{ id: number }>('sede', {}, token);
      if (current.id !== home.id) await api('cambiarme_sede', { sede_id: home.id }, token);
    }
  });

  it('#/pantalla is drawn without the app’s header, menu and footer', async () => {
    const page = await openPage();
    await login(page, 'admin@escuela.test', 'Admin123!');
    await nav(page).waitFor();
    await page.goto(`${baseURL}/#/pantalla`);
    await page.locator('main#main-content').waitFor();
    const now = await api<PantallaAnswer>('pantalla/actual', {}, await adminToken());
    if (now.hora !== null && now.clases.length > 0) await expect.poll(() => page.getByRole('article').count()).toBe(now.clases.length);
    else if (now.url) await page.getByTitle('Pantalla externa').waitFor();
    else await page.getByRole('heading', { name: 'Sin clases en este momento' }).waitFor();
    await expect.poll(() => page.title()).toBe('Pantalla | Aula Admin');
    expect(await page.getByRole('navigation', { name: 'Menú principal' }).count()).toBe(0);
    expect(await page.locator('header, footer').count()).toBe(0);
    await page.close();
  });
});
