// Phone, tablet and laptop (docs/interface.md 'Phone and tablet'): as the administrator, every menu route and the
// home page at 768×1024 is no wider than the window (a wide table scrolls inside its card, never the
// page; 390×844 and 1366×900 are checked by accessibility.test.ts's walk); at 390 the header's menu button opens the drawer with the menu's entries
// and the students list is react-admin's SimpleList with 'Nuevo' on screen. With
// RESPONSIVE_SCREENSHOTS=<folder> it also saves the phone screenshots the README shows (docs/screenshots).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageWidth, ROUTES, useAdminWalk } from './adminRoutes';

const { adminPage, openRoute } = useAdminWalk();

// 390×844 and 1366×900: accessibility.test.ts's walk of every route at those sizes checks the width too.
const SIZES = [{ width: 768, height: 1024 }] as const;

const SCREENSHOTS = process.env.RESPONSIVE_SCREENSHOTS;
if (SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
const SIZE_TIMEOUT_MS = 240_000;

describe('phone, tablet and laptop', () => {
  for (const size of SIZES) {
    it(`no menu route is wider than a ${size.width}×${size.height} window`, async () => {
      const { page } = await adminPage();
      await page.setViewportSize(size);
      const wider: string[] = [];
      for (const route of ROUTES) {
        await openRoute(route);
        const width = await pageWidth(page);
        if (width.scroll > width.window) wider.push(`#${route} a ${size.width}×${size.height}: ${width.scroll} px de ancho en una ventana de ${width.window} px`);
      }
      expect(wider).toEqual([]);
    }, SIZE_TIMEOUT_MS);
  }

  it('#/pantalla during a slot (whatever the hour the test runs) is no wider than a 390 px window', async () => {
    const { page } = await adminPage();
    await page.setViewportSize({ width: 390, height: 844 });
    // The display's answer during a class (its cards were 380 px at least: 6 px too wide on a phone).
    const during = {
      fecha: '2026-11-27', sede: 'Bogotá Chapinero', hora: '09:00', siguiente: '10:40', url: null,
      clases: [{ id: 1, fecha: '2026-11-27', hora: '09:00', salon_id: 1, salon: 'Salón 109', capacidad: 12, profesor_id: 1, profesor: 'Ximena Núñez', tipos: ['regular_2'], agendados: 2, estudiantes: ['Adriana Ibáñez', 'Catalina García'] }],
    };
    await page.route('**/api/pantalla/actual', (route) => route.fulfill({ json: during }));
    try {
      await openRoute('/');
      await openRoute('/pantalla');
      await page.getByText('Adriana Ibáñez').waitFor();
      const width = await pageWidth(page);
      expect(width.scroll).toBeLessThanOrEqual(width.window);
    } finally {
      await page.unroute('**/api/pantalla/actual');
    }
  });

  it('opens the menu drawer at 390 px and shows the students list as a SimpleList with Nuevo on screen', async () => {
    const { page, idleApi } = await adminPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openRoute('/');
    const header = page.locator('header');
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
    // Below 900 px the header holds no menu of its own: a button opens the drawer.
    expect(await header.getByRole('navigation', { name: 'Menú principal' }).count()).toBe(0);
    await header.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menú principal' });
    await drawer.getByRole('link', { name: 'Clases' }).waitFor();
    expect(await drawer.getByRole('link', { name: 'Cancelación masiva' }).count()).toBe(1);
    await drawer.getByRole('link', { name: 'Estudiantes' }).click();
    await page.waitForURL(/#\/estudiantes$/);
    await expect.poll(() => drawer.count()).toBe(0);

    const items = page.getByRole('main').getByRole('listitem');
    await items.first().waitFor();
    expect(await page.locator('#main-content table').count()).toBe(0);
    // Name, then 'Número de documento: …' on its own line.
    expect(await items.first().innerText()).toMatch(/\n.*documento: \d+/i);
    const nuevo = page.getByRole('link', { name: 'Nuevo' });
    const box = await nuevo.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    await idleApi();
    if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'telefono-estudiantes.png') });

    // A row opens the student's detail.
    await items.first().click();
    await page.waitForURL(/#\/estudiante\/detalle\/\d+$/);

    if (SCREENSHOTS) {
      await openRoute('/programador');
      await page.screenshot({ path: join(SCREENSHOTS, 'telefono-programador.png') });
    }
  }, SIZE_TIMEOUT_MS);
});
