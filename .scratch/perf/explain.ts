import { DEFAULT_STUDENTS } from '../../server/seed';
import { openTestDatabase } from '../../test/server/database';
import { slotSupply, availabilityFigures } from '../../server/scheduler/indicators';
const { db, dispose } = await openTestDatabase({ seededStudents: DEFAULT_STUDENTS, demoWeek: true });
const fecha = process.env.FECHA ?? '2026-11-27';
for (let i = 0; i < 4; i++) {
  let t = performance.now(); await availabilityFigures(db, null, fecha); const a = performance.now() - t;
  t = performance.now(); await slotSupply(db, [1], fecha); const b = performance.now() - t;
  console.log('all sedes', a.toFixed(1), 'one sede', b.toFixed(1));
}
await dispose();
