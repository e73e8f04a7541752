import { launchBrowser } from '../../test/e2e/browser';
const BASE = 'http://127.0.0.1:3100';
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
const page = await context.newPage();
await page.goto(`${BASE}/`);
await page.waitForURL(/#\/login/);
await page.getByLabel('Correo electrónico', { exact: true }).fill('admin@escuela.test');
await page.getByLabel('Contraseña', { exact: true }).fill('Admin123!');
await page.getByRole('button', { name: 'Enviar' }).click();
await page.waitForURL((u) => !u.hash.startsWith('#/login'));
await page.goto(`${BASE}/#${process.env.ROUTE ?? '/pantalla'}`);
await page.waitForTimeout(4000);
const r = await page.evaluate(() => {
  const out: string[] = [`scrollWidth ${document.documentElement.scrollWidth}`];
  for (const el of document.querySelectorAll('body *')) {
    const b = el.getBoundingClientRect();
    if (b.right > window.innerWidth + 0.5) out.push(`${el.tagName}.${String(el.className).slice(0, 60)} right=${Math.round(b.right)} w=${Math.round(b.width)} text=${(el.textContent ?? '').slice(0, 40)}`);
  }
  return out.slice(0, 25);
});
console.log(r.join('\n'));
await page.screenshot({ path: '/tmp/pantalla.png' });
await browser.close();
