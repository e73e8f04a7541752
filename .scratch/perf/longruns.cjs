// Usage: node longruns.cjs profile.cpuprofile [minMs]
const p = JSON.parse(require('fs').readFileSync(process.argv[2]));
const min = Number(process.argv[3] || 100);
const byId = new Map(p.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children || []) parent.set(c, n.id);
const name = n => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
let t = p.startTime; const times = p.timeDeltas.map(d => (t += d));
const idle = id => ['(idle)', '(program)', '(garbage collector)'].includes(byId.get(id).callFrame.functionName) && byId.get(id).callFrame.functionName === '(idle)';
let runs = [], cur = null;
p.samples.forEach((id, i) => { if (!idle(id)) { if (!cur) cur = { a: i, b: i }; cur.b = i; } else if (cur) { runs.push(cur); cur = null; } });
if (cur) runs.push(cur);
for (const r of runs) {
  const ms = (times[r.b] - times[r.a]) / 1000; if (ms < min) continue;
  const self = new Map(), incl = new Map();
  for (let i = r.a; i <= r.b; i++) {
    const dt = (times[i + 1] ?? times[i]) - times[i];
    const n = byId.get(p.samples[i]); self.set(name(n), (self.get(name(n)) || 0) + dt);
    const seen = new Set(); let id = p.samples[i];
    while (id !== undefined) { const k = name(byId.get(id)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) || 0) + dt); } id = parent.get(id); }
  }
  console.log(`\n=== run ${ms.toFixed(0)} ms at +${((times[r.a] - p.startTime) / 1000).toFixed(0)} ms`);
  console.log(' self:'); [...self].sort((a, b) => b[1] - a[1]).slice(0, 12).forEach(([k, v]) => console.log('  ', (v / 1000).toFixed(1), k));
  console.log(' inclusive:'); [...incl].sort((a, b) => b[1] - a[1]).slice(0, 30).forEach(([k, v]) => console.log('  ', (v / 1000).toFixed(1), k));
}
