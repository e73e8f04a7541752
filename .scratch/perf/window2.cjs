// node window2.cjs profile a b : inclusive/self frames in [a,b] ms of profile time
const p=JSON.parse(require('fs').readFileSync(process.argv[2]));const a=+process.argv[3],b=+process.argv[4];
const byId=new Map(p.nodes.map(n=>[n.id,n]));const parent=new Map();for(const n of p.nodes)for(const c of n.children||[])parent.set(c,n.id);
let t=p.startTime;const times=p.timeDeltas.map(d=>(t+=d));
const incl=new Map(), self=new Map();
const key=f=>(f.functionName||'(anon)')+' '+f.url.split('/').pop()+':'+(f.lineNumber+1)+':'+f.columnNumber;
p.samples.forEach((id,i)=>{const ms=(times[i]-p.startTime)/1000; if(ms<a||ms>b)return; const dt=((times[i+1]??times[i])-times[i])/1000; const sk=key(byId.get(id).callFrame); self.set(sk,(self.get(sk)||0)+dt); const seen=new Set(); let x=id; while(x!==undefined){const k=key(byId.get(x).callFrame); if(!seen.has(k)){seen.add(k);incl.set(k,(incl.get(k)||0)+dt);} x=parent.get(x);} });
[...self].sort((a,b)=>b[1]-a[1]).slice(0,15).forEach(([k,v])=>console.log(' self',v.toFixed(1),k));
[...incl].sort((a,b)=>b[1]-a[1]).slice(0,70).forEach(([k,v])=>console.log(v.toFixed(1),k));
