// Reproduces: search, clear, click 'Nuevo' at once; where does the page end up?
import { launchBrowser } from '../../test/e2e/browser';
const BASE = process.env.BASE ?? 'http://127.0.0.1:3100';
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' });
const page = await context.newPage();
page.on('framenavigated', (f) => { if (f === page.mainFrame()) console.log(Date.now() % 100000, 'nav', f.url().replace(BASE, '')); });
await page.addInitScript(() => {
  for (const k of ['pushState', 'replaceState'] as const) {
    const orig = history[k].bind(history);
    history[k] = (...a: Parameters<History['pushState']>) => { console.log(k, String(a[2]), new Error().stack?.split('\n').slice(2, 9).join(' | ')); return orig(...a); };
  }
});
page.on('console', (m) => { if (m.text().startsWith('pushState') || m.text().startsWith('replaceState')) console.log(Date.now() % 100000, m.text().slice(0, 1200)); });
await page.goto(`${BASE}/`);
await page.waitForURL(/#\/login/);
await page.getByLabel('Correo electrónico', { exact: true }).fill('admin@escuela.test');
await page.getByLabel('Contraseña', { exact: true }).fill('Admin123!');
await page.getByRole('button', { name: 'Enviar' }).click();
await page.waitForURL((u) => !u.hash.startsWith('#/login'));
await page.waitForTimeout(Number(process.env.PRE ?? 100));
await page.evaluate(() => { location.hash = '#/estudiantes'; });
await page.getByLabel('Buscar').fill('12345');
await page.waitForTimeout(1500);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 1) });
await page.getByLabel('Buscar').fill('');
await page.waitForTimeout(Number(process.env.GAP ?? 50));
await page.getByRole('link', { name: 'Nuevo' }).click();
await page.waitForTimeout(3000);
console.log('final', page.url().replace(BASE, ''));
await browser.close();
