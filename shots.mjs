import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const p = await b.newPage({ viewport: { width: 1300, height: 850 } });
const base = 'http://127.0.0.1:3999';
await p.goto(base + '/#/login');
await p.screenshot({ path: '/tmp/s-login.png' });
await p.getByLabel('Correo electrónico', {exact:true}).fill(process.argv[2] ?? 'admin@escuela.test');
await p.getByLabel('Contraseña', {exact:true}).fill(process.argv[3] ?? 'Admin123!');
await p.getByRole('button', { name: 'Enviar' }).click();
await p.waitForURL(u => !u.hash.startsWith('#/login'));
await p.waitForTimeout(1500);
await p.screenshot({ path: '/tmp/s-home.png' });
for (const [name, path] of [['list','/#/estudiantes'],['detail','/#/estudiante/detalle/5'],['edit','/#/estudiante/editar/5'],['new','/#/estudiante/nuevo'],['masivo','/#/estudiante/masivo'],['salones','/#/salones'],['salon','/#/salon/detalle/3'],['salonedit','/#/salon/editar/3'],['profile','/#/profile'],['pw','/#/estudiante/cambiarpassword/5']]) {
  await p.goto(base + path); await p.waitForTimeout(1500); await p.screenshot({ path: `/tmp/s-${name}.png`, fullPage: true });
}
await b.close();
