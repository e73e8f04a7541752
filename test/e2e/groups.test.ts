// Permission groups in the browser (docs/security.md 'Permission groups'): the administrator opens Admin →
// Grupos, the Consulta group's 'Ver', and turns off 4586B73F (the student list); the consulta user,
// signed in all along, reloads and the 'Estudiantes' entry is gone (their token still carries the
// code); turned on again, it is back after the next reload. The group is restored whatever happens.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { P } from '../../core/engine/permissions';
import { adminToken, api, consultaGroupId, baseURL, login, menuEntries, nav, useBrowser } from './session';

const openPage = useBrowser();

afterAll(async () => {
  // Other browser tests count on the demo group as seeded.
  const token = await adminToken();
  await api('grupo/agregar_permiso', { id: await consultaGroupId(token), permiso: P.estudiantes.list }, token);
});

async function toggleAndWait(admin: Page, name: RegExp, path: 'agregar_permiso' | 'quitar_permiso', checked: boolean): Promise<void> {
  const toggle = admin.getByRole('switch', { name });
  await Promise.all([admin.waitForResponse((r) => r.url().endsWith(`/api/grupo/${path}`) && r.ok()), toggle.click()]);
  await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(checked);
}

describe('a group permission toggled by the administrator', () => {
  it("takes the member's menu entry away at their next reload, and gives it back", async () => {
    const grupoId = await consultaGroupId(await adminToken());

    const member = await openPage();
    await login(member, 'consulta@escuela.test', 'Consulta123!');
    await expect.poll(() => menuEntries(member), { timeout: 15_000 }).toEqual(['Estudiantes']);

    const admin = await openPage();
    await login(admin, 'admin@escuela.test', 'Admin123!');
    await nav(admin).getByRole('button', { name: 'Admin' }).click();
    await admin.getByRole('menuitem', { name: 'Grupos' }).click();
    await admin.waitForURL(/#\/grupos/);
    const row = admin.getByRole('row').filter({ hasText: /^Consulta/ });
    await row.getByRole('link', { name: 'Ver' }).click();
    await admin.waitForURL(new RegExp(`#/grupo/detalle/${grupoId}$`));
    await expect.poll(() => admin.title(), { timeout: 15_000 }).toBe('Detalle de Grupo | Aula Admin');
    await admin.getByRole('heading', { name: 'Consulta', level: 1, exact: true }).waitFor();
    const estudiantes = admin.getByRole('region', { name: 'Estudiantes' });
    await estudiantes.getByRole('switch').first().waitFor();
    expect(await estudiantes.getByRole('switch', { name: /Listar estudiantes/ }).isChecked()).toBe(true);
    expect(await estudiantes.getByRole('switch', { name: /Ver detalle de estudiante/ }).isChecked()).toBe(true);

    await toggleAndWait(admin, /^Listar estudiantes$/, 'quitar_permiso', false);
    await member.reload();
    await expect.poll(() => menuEntries(member), { timeout: 15_000 }).toEqual([]);
    // The page itself is refused too, by the app and by the server.
    await member.goto(`${baseURL}/#/estudiantes`);
    await member.waitForURL(/#\/no-autorizado/);

    // 'Actualizar' shows the stored state; turned on again, the entry is back after a reload.
    await admin.getByRole('button', { name: 'Actualizar' }).click();
    await expect.poll(() => admin.getByRole('switch', { name: /Listar estudiantes/ }).isChecked(), { timeout: 10_000 }).toBe(false);
    await toggleAndWait(admin, /^Listar estudiantes$/, 'agregar_permiso', true);
    await member.goto(`${baseURL}/#/`);
    await member.reload();
    await expect.poll(() => menuEntries(member), { timeout: 15_000 }).toEqual(['Estudiantes']);
  }, 120_000);
});
