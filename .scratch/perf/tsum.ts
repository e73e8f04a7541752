import { DEFAULT_STUDENTS } from '../../server/seed';
import { openTestDatabase } from '../../test/server/database';
import { teacherSummary } from '../../server/school/summaries';
const { db, dispose } = await openTestDatabase({ seededStudents: DEFAULT_STUDENTS, demoWeek: true });
const real = db.query.bind(db);
let sqlMs = 0;
(db as unknown as { query: unknown }).query = async (sql: string, params: unknown[]) => { const t = performance.now(); const r = await real(sql, params as never); sqlMs += performance.now() - t; return r; };
for (let i = 0; i < 8; i++) { sqlMs = 0; const t = performance.now(); const s = await teacherSummary(db); console.log('total', (performance.now() - t).toFixed(1), 'sql', sqlMs.toFixed(1), 'json KB', (JSON.stringify(s).length / 1024).toFixed(0)); }
const q1 = `SELECT u.id, u.primer_nombre, u.primer_apellido, u.tutor, u.tipos_permitidos, u.disponibilidad, COALESCE(p.n, 0)::integer AS preasignados
     FROM usuarios u LEFT JOIN (SELECT docente_id, count(*) AS n FROM preasignaciones GROUP BY docente_id) p ON p.docente_id = u.id
     WHERE u.pr AND u.activo AND u.deleted_at IS NULL ORDER BY u.primer_apellido, u.primer_nombre, u.id`;
const q2 = `SELECT coalesce(json_agg(t), '[]'::json) AS filas FROM (${q1}) t`;
for (let i = 0; i < 6; i++) { let t = performance.now(); await real(q1, []); const a = performance.now() - t; t = performance.now(); await real(q2, []); console.log('rows', a.toFixed(1), 'json_agg', (performance.now() - t).toFixed(1)); }
await dispose();
