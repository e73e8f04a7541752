import { DEFAULT_STUDENTS } from '../../server/seed';
import { openTestDatabase } from '../../test/server/database';
import { availabilityByType } from '../../server/scheduler/availability';
const { db, dispose } = await openTestDatabase({ seededStudents: DEFAULT_STUDENTS, demoWeek: true });
const horas = ['06:00','07:30','09:00','10:40','12:10','13:40','15:10','16:50','18:20','19:50'];
const ts: number[] = [];
for (let r = 0; r < 6; r++) for (const h of horas) { const t = performance.now(); await availabilityByType(db, 1, '2026-11-27', h); ts.push(performance.now() - t); }
const med = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1].toFixed(2);
console.log('first', ts.slice(0, 10).map((x) => x.toFixed(1)).join(' '), 'median warm', med(ts.slice(20)));
let captured: { sql: string; params: unknown[] } | undefined;
const real = db.query.bind(db);
(db as unknown as { query: unknown }).query = async (sql: string, params: unknown[]) => { captured = { sql, params }; return real(sql, params as never); };
await availabilityByType(db, 1, '2026-11-27', '09:00');
const rows = await real<{ 'QUERY PLAN': string }>('EXPLAIN (ANALYZE, COSTS off) ' + captured!.sql, captured!.params as never);
console.log(rows.map((r) => r['QUERY PLAN']).filter((l) => !/Buffers|Storage|Index Searches/.test(l)).join('\n'));
await dispose();
