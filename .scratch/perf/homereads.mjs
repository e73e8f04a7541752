const B = process.env.BASE ?? 'http://127.0.0.1:3100/api/';
const { token } = await (await fetch(B + 'login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@escuela.test', password: 'Admin123!' }) })).json();
const call = async (p, b) => { const t = performance.now(); const r = await fetch(B + p, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(b) }); await r.arrayBuffer(); return performance.now() - t; };
for (let round = 0; round < 5; round++) {
  const t0 = performance.now();
  await call('agenda_disponible', {});
  const horas = ['06:00','07:30','09:00','10:40','12:10','13:40','15:10','16:50','18:20','19:50'];
  const franjas = call('indicadores/disponibilidad_franjas', { fecha: '2026-11-27' });
  let i = 0; const worker = async () => { while (i < horas.length) { const h = horas[i++]; await call('estado/disponibilidad_full', { dia: '2026-11-27', hora: h }); } };
  await Promise.all([worker(), worker(), worker(), franjas]);
  const all = performance.now();
  await Promise.all([call('agenda_disponible', {}), call('indicadores/disponibilidad_franjas', { fecha: '2026-11-27' }), ...horas.map((h) => call('estado/disponibilidad_full', { dia: '2026-11-27', hora: h }))]);
  console.log('chain', (all - t0).toFixed(0), 'all at once', (performance.now() - all).toFixed(0));
}
