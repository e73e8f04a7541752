import { DEFAULT_STUDENTS } from '../../server/seed';
import { openTestDatabase } from '../../test/server/database';
import { slotSupply } from '../../server/scheduler/indicators';
const { db, dispose } = await openTestDatabase({ seededStudents: DEFAULT_STUDENTS, demoWeek: true });
const fecha = process.env.FECHA ?? '2026-11-27';
for (let i = 0; i < 8; i++) {
  const t = performance.now(); const r = await slotSupply(db, null, fecha); console.log('slotSupply all', (performance.now() - t).toFixed(1), r.length);
}
let captured: { sql: string; params: unknown[] } | undefined;
const real = db.query.bind(db);
(db as unknown as { query: unknown }).query = async (sql: string, params: unknown[]) => { captured = { sql, params }; return real(sql, params as never); };
await slotSupply(db, null, fecha);
for (let i = 0; i < 3; i++) { const t = performance.now(); await real(captured!.sql.replace(/\$(\d)/g, (_, n) => { const p = captured!.params[Number(n) - 1]; return p === null ? 'NULL' : Array.isArray(p) ? `'{${p.join(',')}}'` : `'${p}'`; }), []); console.log('literal', (performance.now() - t).toFixed(1)); }
const rows = await real<{ 'QUERY PLAN': string }>('EXPLAIN (ANALYZE, COSTS off, TIMING on) ' + captured!.sql, captured!.params as never);
console.log(rows.map((r) => r['QUERY PLAN']).slice(0, 200).join('\n'));
await dispose();
