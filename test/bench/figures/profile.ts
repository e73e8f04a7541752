// Where one estudiante/detalle request spends its time: each step timed alone, in this process,
// one at a time (µs per call), then optionally a CPU profile of the server under 10 clients.
import estudiantes from '../../../resources/estudiantes/schema';
import { detailBodySchema } from '../../../server/crud/schemas';
import { profileCpu } from '../cpuProfile';
import type { BenchDataset } from '../dataset';
import { micros, ms, rate } from '../format';
import { boundedLoop } from '../stats';
import type { BenchEnv, BenchFigure, BenchRow } from '../types';
import { apiDetailLoad, apiHeaders, captureDetailQuery, CLIENTS, detalleTargets, recordRequest } from './detalle';

const SECTION = 'Perfil de estudiante/detalle (informativo; µs por llamada, una a la vez)';
const CPU_SECTION = `Perfil de CPU del servidor durante detalle con ${CLIENTS} clientes (% del tiempo ocupado)`;

/** Mean µs per call of `fn`, called one at a time. */
async function perCall(fn: (n: number) => Promise<unknown> | unknown, seconds: number): Promise<number> {
  const summary = await boundedLoop(
    async (n) => {
      await fn(n);
      return { ok: true, bytes: 0 };
    },
    { concurrency: 1, maxOps: 200_000, maxSeconds: seconds, warmupOps: 200 },
  );
  return summary.mean * 1000;
}

function step(figure: string, micro: number, total: number, note?: string): BenchRow {
  return { section: SECTION, figure, value: micros(micro), baseline: `${((100 * micro) / total).toFixed(0)} % de inject`, ratio: '', goal: '', met: null, note };
}

async function run(data: BenchDataset, env: BenchEnv): Promise<BenchRow[]> {
  // Once, on the largest size: the costs per request barely depend on it.
  if (data.size !== Math.max(...env.sizes)) return [];
  const slice = env.maxSeconds / 12;
  const ids = data.ids.slice(0, 2000);
  const authorization = apiHeaders(data).authorization;
  const inject = (path: string, payload: string, headers: Record<string, string> = {}) =>
    data.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload });

  const query = await captureDetailQuery(data);
  const injectDetail = await perCall((n) => inject('/api/estudiante/detalle', JSON.stringify({ id: ids[n % ids.length] }), { authorization }), slice);
  const injectPublic = await perCall(() => inject('/api/version', '{}'), slice);
  const guard = await perCall(() => data.app.apiGuard(authorization, estudiantes.permissions.show), slice);
  const { own: guardQueries } = await recordRequest(data, () => data.app.apiGuard(authorization, estudiantes.permissions.show));
  const guardSql =
    guardQueries.length === 0
      ? 0
      : await perCall(async () => {
          for (const q of guardQueries) await data.db.query(q.sql, q.params);
        }, slice);
  const handlerSql = await perCall((n) => data.db.query(query.sql, query.params(ids[n % ids.length])), slice);
  const [record] = await data.db.query(query.sql, query.params(ids[0]));
  const body = JSON.stringify({ id: ids[0] });
  const parse = await perCall(() => detailBodySchema.safeParse(JSON.parse(body)), slice);
  const stringify = await perCall(() => JSON.stringify(record), slice);
  const single = await env.load.run({
    baseUrl: data.apiUrl,
    headers: apiHeaders(data),
    targets: detalleTargets(data),
    concurrency: 1,
    maxRequests: 100_000,
    maxSeconds: slice,
    warmupRequests: 100,
    timeoutMs: 10_000,
  });
  const rest = injectDetail - guard - handlerSql - parse - stringify;
  const rows: BenchRow[] = [
    step('app.inject estudiante/detalle (sin red)', injectDetail, injectDetail),
    step('  guard completo (token + acceso)', guard, injectDetail),
    step(
      `    consultas del guard (${guardQueries.length})`,
      guardSql,
      injectDetail,
      guardQueries.length === 0 ? 'perfil: el guard no consultó la base de datos (caché).' : undefined,
    ),
    step('    verificación del token y resto del guard', Math.max(0, guard - guardSql), injectDetail),
    step('  SELECT del handler (misma SQL directa)', handlerSql, injectDetail),
    step('  JSON.parse + zod del cuerpo', parse, injectDetail),
    step('  JSON.stringify de la respuesta', stringify, injectDetail),
    step('  Fastify: rutas, hooks, inject (resto)', Math.max(0, rest), injectDetail),
    step('app.inject de /api/version (ruta pública mínima)', injectPublic, injectDetail),
    {
      section: SECTION,
      figure: 'consultas de la app en reposo (temporizadores)',
      value: `${Math.round(query.backgroundPerSecond)} /s`,
      baseline: '',
      ratio: '',
      goal: '',
      met: null,
      note: query.backgroundPerSecond > 10 ? `perfil: la app ejecuta ${Math.round(query.backgroundPerSecond)} consultas/s sin peticiones: compiten con todas las cifras.` : undefined,
    },
    {
      section: SECTION,
      figure: 'HTTP real, 1 cliente (p50)',
      value: ms(single.p50),
      baseline: `${rate(single.rps)}`,
      ratio: '',
      goal: '',
      met: null,
    },
  ];

  if (!env.cpuProfile) return rows;
  const cpu = await profileCpu(() => apiDetailLoad(data, env, env.maxSeconds * 0.3));
  rows.push({ section: CPU_SECTION, figure: 'proceso ocupado', value: `${cpu.busyPercent.toFixed(0)} %`, baseline: '', ratio: '', goal: '', met: null });
  for (const c of cpu.categories) rows.push({ section: CPU_SECTION, figure: c.name, value: `${c.percent.toFixed(1)} %`, baseline: '', ratio: '', goal: '', met: null });
  for (const f of cpu.functions) rows.push({ section: CPU_SECTION, figure: `función: ${f.name}`, value: `${f.percent.toFixed(1)} %`, baseline: '', ratio: '', goal: '', met: null });
  return rows;
}

export const profileFigure: BenchFigure = { name: 'perfil de detalle', perSize: run };
