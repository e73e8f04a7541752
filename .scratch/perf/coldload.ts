// Fresh page load timeline of a route: navigation timing, scripts, API requests, and a CPU profile.
import { writeFileSync } from 'node:fs';
import { launchBrowser } from '../../test/e2e/browser';
const BASE = process.env.BASE ?? 'http://127.0.0.1:3100';
const ROUTE = process.env.ROUTE ?? '/masivos';
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, serviceWorkers: 'block' });
const page = await context.newPage();
await page.goto(`${BASE}/`);
await page.waitForURL(/#\/login/);
await page.getByLabel('Correo electrónico', { exact: true }).fill('admin@escuela.test');
await page.getByLabel('Contraseña', { exact: true }).fill('Admin123!');
await page.getByRole('button', { name: 'Enviar' }).click();
await page.waitForURL((u) => !u.hash.startsWith('#/login'));
await page.waitForTimeout(4000);
for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
  const p = await context.newPage();
  const cdp = await context.newCDPSession(p);
  if (process.env.PROFILE) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
  await p.goto(`${BASE}/#${ROUTE}`);
  await p.waitForTimeout(3500);
  if (process.env.PROFILE) { const { profile } = await cdp.send('Profiler.stop'); writeFileSync('/tmp/cold.cpuprofile', JSON.stringify(profile)); }
  const t = await p.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => `${Math.round(r.startTime)}→${Math.round(r.responseEnd)} ${r.transferSize === 0 ? '(cache)' : r.transferSize} ${r.name.replace(location.origin, '')}`);
    const paints = performance.getEntriesByType('paint').map((e) => `${e.name} ${Math.round(e.startTime)}`);
    return { dcl: Math.round(nav.domContentLoadedEventEnd), load: Math.round(nav.loadEventEnd), resp: Math.round(nav.responseEnd), paints, res };
  });
  console.log(JSON.stringify(t, null, 1));
  await p.close();
}
await browser.close();
