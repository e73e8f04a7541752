// #/copias-de-seguridad through the real dataProvider over a fake fetch (the API answered by path):
// the list in Colombian formats (dd/mm/aaaa hh:mm on the school's zone, '224,3 MB'), the schedule and
// the last success, the last failure as an error, 'Hacer una copia ahora' → respaldo/crear then the
// list read again and a notification (the server's message on a refusal), disabled while a backup
// runs, and 'Descargar' → respaldo/descargar saved under the file's name.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { createDataProvider } from '../../../dataProvider';
import { createI18nProvider } from '../../../src/i18n';
import { BackupsPage } from '../../../src/pages/backups/BackupsPage';
import type { BackupList } from '../../../src/pages/backups/backupText';
import { testAuthProvider } from '../resource-views/harness';
import { catchDownloads, json } from '../export/fakeDownloads';

const NEWEST = 'aula-admin-20261129T121847Z.tar.gz';
const OLDER = 'aula-admin-20261128T121500Z.tar.gz';

const LIST: BackupList = {
  programacion: { cada_horas: 24, conservar: 14 },
  en_curso: false,
  ultima_correcta: '2026-11-29T12:18:47.000Z',
  ultimo_fallo: null,
  copias: [
    { nombre: NEWEST, bytes: 224_300_000, creada: '2026-11-29T12:18:47.000Z', estado: 'completa' },
    { nombre: OLDER, bytes: 13_000_000, creada: '2026-11-28T12:15:00.000Z', estado: 'completa' },
  ],
};

type Answer = (body: unknown) => Response | Promise<Response>;

/** The page with the real dataProvider; `answers` by API path, each call recorded. */
function renderBackups(answers: Record<string, Answer>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).replace(/^\/api\//, '');
    const body: unknown = JSON.parse(String(init?.body ?? '{}'));
    calls.push({ path, body });
    const answer = answers[path];
    if (!answer) throw new Error(`Llamada inesperada: ${path}`);
    return answer(body);
  });
  const dataProvider = createDataProvider({ resources: [], fetchImpl, getToken: () => 'token' });
  render(
    <AdminContext dataProvider={dataProvider} authProvider={testAuthProvider([], [])} i18nProvider={createI18nProvider([])} store={memoryStore()}>
      <BackupsPage />
      <Notification />
    </AdminContext>,
  );
  return { calls, pathsCalled: () => calls.map((c) => c.path) };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

let downloads: ReturnType<typeof catchDownloads>;
beforeEach(() => (downloads = catchDownloads()));
afterEach(() => downloads.restore());

describe('#/copias-de-seguridad', () => {
  it('lists BACKUP_DIR’s backups with date dd/mm/aaaa hh:mm, size in MB with a comma and their state, under the schedule and the last success', async () => {
    renderBackups({ 'respaldo/lista': () => json(LIST) });
    const table = await screen.findByRole('table', { name: 'Copias de seguridad' });
    expect(rowsOf(table)).toEqual([
      ['29/11/2026 07:18', NEWEST, '224,3 MB', 'Completa', 'Descargar'],
      ['28/11/2026 07:15', OLDER, '13,0 MB', 'Completa', 'Descargar'],
    ]);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Fecha', 'Archivo', 'Tamaño', 'Estado', 'Acciones']);
    expect(screen.getByText('Programadas cada 24 h; se conservan 14')).toBeInTheDocument();
    expect(screen.getByText('Última copia correcta: 29/11/2026 07:18')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Hacer una copia ahora' })).toBeEnabled();
  });

  it('shows the last failure as an error until a backup succeeds', async () => {
    const failed = { ...LIST, ultimo_fallo: { fecha: '2026-11-30T12:00:05.000Z', mensaje: 'ENOSPC: no queda espacio en el disco', origen: 'programada' } };
    renderBackups({ 'respaldo/lista': () => json(failed) });
    expect(await screen.findByRole('alert')).toHaveTextContent('La última copia falló el 30/11/2026 07:00: ENOSPC: no queda espacio en el disco');
  });

  it('without BACKUP_DIR: says so, and that there are none', async () => {
    renderBackups({ 'respaldo/lista': () => json({ ...LIST, programacion: null, ultima_correcta: null, copias: [] }) });
    expect(await screen.findByText('Sin copias programadas: configure BACKUP_DIR en el servidor')).toBeInTheDocument();
    expect(screen.getByText('Última copia correcta: ninguna')).toBeInTheDocument();
    expect(screen.getByText('Todavía no hay copias de seguridad.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('‘Hacer una copia ahora’ calls respaldo/crear, shows its progress, then reads the list again and names the new file', async () => {
    const made = { nombre: 'aula-admin-20261130T150000Z.tar.gz', bytes: 224_400_000, creada: '2026-11-30T15:00:00.000Z', estado: 'completa' };
    let current = LIST;
    let finish!: () => void;
    const { calls, pathsCalled } = renderBackups({
      'respaldo/lista': () => json(current),
      'respaldo/crear': () =>
        new Promise<Response>((resolve) => {
          finish = () => {
            current = { ...LIST, ultima_correcta: made.creada, copias: [made, ...LIST.copias] };
            resolve(json({ nombre: made.nombre, bytes: made.bytes, archivos: 2000, manifiesto: {}, tiempos_ms: {} }));
          };
        }),
    });
    const button = await screen.findByRole('button', { name: 'Hacer una copia ahora' });
    await userEvent.click(button);
    expect(await screen.findByText('Haciendo la copia de seguridad…')).toBeInTheDocument();
    expect(button).toBeDisabled();
    finish();
    expect(await screen.findByText(`Copia de seguridad creada: ${made.nombre} (224,4 MB)`)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Copias de seguridad' });
    await waitFor(() => expect(rowsOf(table)[0]).toEqual(['30/11/2026 10:00', made.nombre, '224,4 MB', 'Completa', 'Descargar']));
    expect(calls.find((c) => c.path === 'respaldo/crear')?.body).toEqual({});
    expect(pathsCalled()).toEqual(['respaldo/lista', 'respaldo/crear', 'respaldo/lista']);
    expect(screen.getByRole('button', { name: 'Hacer una copia ahora' })).toBeEnabled();
  });

  it('shows the server’s Spanish message when it refuses (409) or fails (500)', async () => {
    const refusals = [
      json({ code: 'Conflict', message: 'Ya se está haciendo una copia de seguridad: espere a que termine.' }, 409),
      json({ code: 'InternalError', message: 'Copia de seguridad fallida: ENOSPC' }, 500),
    ];
    renderBackups({ 'respaldo/lista': () => json(LIST), 'respaldo/crear': () => refusals.shift()! });
    await userEvent.click(await screen.findByRole('button', { name: 'Hacer una copia ahora' }));
    // On the page and in the toast: two alerts at once (findByRole('alert') waited 4 s for the toast to go).
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Ya se está haciendo una copia de seguridad: espere a que termine.')).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hacer una copia ahora' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Hacer una copia ahora' }));
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Copia de seguridad fallida: ENOSPC')).toBe(true));
  });

  it('while a backup runs the button is disabled and says so', async () => {
    renderBackups({ 'respaldo/lista': () => json({ ...LIST, en_curso: true }) });
    expect(await screen.findByText('Se está haciendo una copia de seguridad: espere a que termine.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hacer una copia ahora' })).toBeDisabled();
  });

  it('‘Descargar’ asks respaldo/descargar for that file and saves it under its name', async () => {
    const bytes = new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3]);
    const { calls } = renderBackups({
      'respaldo/lista': () => json(LIST),
      'respaldo/descargar': () =>
        new Response(bytes, { headers: { 'Content-Type': 'application/gzip', 'Content-Disposition': `attachment; filename="${OLDER}"`, 'Content-Length': String(bytes.length) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Descargar ${OLDER}` }));
    await waitFor(() => expect(downloads.saved.map((s) => s.name)).toEqual([OLDER]));
    expect(downloads.saved[0].blob?.size).toBe(bytes.length);
    expect(calls.filter((c) => c.path === 'respaldo/descargar')).toEqual([{ path: 'respaldo/descargar', body: { nombre: OLDER } }]);
  });

  it('a refused download is notified in Spanish and saves nothing', async () => {
    renderBackups({
      'respaldo/lista': () => json(LIST),
      'respaldo/descargar': () => json({ code: 'NotFound', message: 'Esa copia de seguridad no está en la carpeta de copias (BACKUP_DIR).' }, 404),
    });
    await userEvent.click(await screen.findByRole('button', { name: `Descargar ${NEWEST}` }));
    expect(await screen.findByText('Esa copia de seguridad no está en la carpeta de copias (BACKUP_DIR).')).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
  });
});
