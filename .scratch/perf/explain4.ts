import { DEFAULT_STUDENTS } from '../../server/seed';
import { openTestDatabase } from '../../test/server/database';
import { slotSupply } from '../../server/scheduler/indicators';
const { db, dispose } = await openTestDatabase({ seededStudents: DEFAULT_STUDENTS, demoWeek: true });
const fecha = process.env.FECHA ?? '2026-11-27';
const times: number[] = []; const one: number[] = [];
for (let i = 0; i < 30; i++) {
  let t = performance.now(); await slotSupply(db, null, fecha); times.push(performance.now() - t);
  t = performance.now(); await slotSupply(db, [1], fecha); one.push(performance.now() - t);
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1].toFixed(1);
console.log('all median', med(times.slice(5)), 'one median', med(one.slice(5)));
await dispose();
