// node window.cjs profile fromMs toMs : self and inclusive (top-level script URL) between two offsets
const p = JSON.parse(require('fs').readFileSync(process.argv[2]));
const from = Number(process.argv[3]) * 1000, to = Number(process.argv[4]) * 1000;
const byId = new Map(p.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children || []) parent.set(c, n.id);
const name = n => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
let t = p.startTime; const times = p.timeDeltas.map(d => (t += d));
const self = new Map(), incl = new Map(); let total = 0;
p.samples.forEach((id, i) => {
  const off = times[i] - p.startTime; if (off < from || off > to) return;
  const dt = (times[i + 1] ?? times[i]) - times[i]; total += dt;
  const n = byId.get(id); self.set(name(n), (self.get(name(n)) || 0) + dt);
  const seen = new Set(); let cur = id;
  while (cur !== undefined) { const k = name(byId.get(cur)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) || 0) + dt); } cur = parent.get(cur); }
});
console.log('total', (total / 1000).toFixed(0));
console.log('self:'); [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP || 25)).forEach(([k, v]) => console.log('  ', (v / 1000).toFixed(1), k));
console.log('incl:'); [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP || 25)).forEach(([k, v]) => console.log('  ', (v / 1000).toFixed(1), k));
