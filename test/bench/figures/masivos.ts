// #/masivos's actualizar_medios_pago over 50,000 students (issue 11): its duration (goal < 10 s) and
// the p99 of concurrent reads during it beside the same reads without it (goal < 300 ms), one run.
import { ms, times } from '../format';
import { PAYMENT_SLICE_MS } from '../../../server/payments/paymentWrite';
import { benchPaymentBulk } from '../masivos';
import type { BenchFigure, BenchRow } from '../types';

export const FIGURE = 'masivos: actualizar_medios_pago';

async function rows(): Promise<BenchRow[]> {
  const f = await benchPaymentBulk();
  const size = f.rows.toLocaleString('en-US');
  const p99 = (l: { p99: number; p50: number; max: number }) => `p99 ${ms(l.p99)} (p50 ${ms(l.p50)}, máx ${ms(l.max)})`;
  return [
    {
      figure: `${FIGURE}: duración`,
      size,
      value: `${ms(f.updateMs)} con lecturas`,
      baseline: `${ms(f.updateAloneMs)} sola`,
      ratio: times(f.updateMs / f.updateAloneMs),
      goal: '< 10 s',
      met: f.updateStatus === 200 && f.updated === f.rows && f.updateMs < 10_000,
      note: `masivos: ${size} estudiantes generados (todos 'beca') además de los 300 sembrados; el cuerpo como lo envía #/masivos (HTTP ${f.updateStatus}, ${f.updated} actualizados a 'convenio', ${f.errors} errores); 'sola': la misma actualización de vuelta a 'beca' sin lecturas. En PGlite se escribe en transacciones cortas (~${PAYMENT_SLICE_MS} ms) con su diario; pausa máxima del bucle de eventos durante ella ${ms(f.eventLoopMaxMs)}.`,
    },
    {
      figure: `${FIGURE}: lecturas durante ella`,
      size,
      value: p99(f.duringUpdate),
      baseline: `${p99(f.baseline)} sin actualización`,
      ratio: times(f.duringUpdate.p99 / f.baseline.p99),
      goal: 'p99 < 300 ms',
      met: f.duringUpdate.p99 < 300,
      note: `masivos: ${f.clients} lectores en el mismo proceso (estudiante/lista y estudiante/detalle alternados): ${f.baseline.requests} lecturas sin actualización, ${f.duringUpdate.requests} durante ella.`,
    },
  ];
}

export const masivosFigure: BenchFigure = { name: FIGURE, once: () => rows() };
