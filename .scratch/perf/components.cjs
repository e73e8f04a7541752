// node components.cjs profile a b: inclusive time of functions named like components (Capitalised) in [a,b]
const p=JSON.parse(require('fs').readFileSync(process.argv[2]));const a=+process.argv[3],b=+process.argv[4];
const byId=new Map(p.nodes.map(n=>[n.id,n]));const parent=new Map();for(const n of p.nodes)for(const c of n.children||[])parent.set(c,n.id);
let t=p.startTime;const times=p.timeDeltas.map(d=>(t+=d));
const incl=new Map(), self=new Map();
const key=f=>(f.functionName||'(anon)')+' '+f.url.split('/').pop().replace(/-[A-Za-z0-9_]{8}\.js/,'')+':'+(f.lineNumber+1);
p.samples.forEach((id,i)=>{const ms=(times[i]-p.startTime)/1000; if(ms<a||ms>b)return; const dt=((times[i+1]??times[i])-times[i])/1000; const sk=key(byId.get(id).callFrame); self.set(sk,(self.get(sk)||0)+dt); const seen=new Set(); let x=id; while(x!==undefined){const k=key(byId.get(x).callFrame); if(!seen.has(k)){seen.add(k);incl.set(k,(incl.get(k)||0)+dt);} x=parent.get(x);} });
console.log('--- self'); [...self].sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,v])=>console.log(v.toFixed(1),k));
console.log('--- components (inclusive)'); [...incl].filter(([k])=>/^[A-Z][A-Za-z0-9]+ /.test(k)).sort((a,b)=>b[1]-a[1]).slice(0,50).forEach(([k,v])=>console.log(v.toFixed(1),k));
