// The reports' test fixtures (endpoint matrix, audit walk, API document): per report, the body its
// call and its download accept for the last 30 days, and one both must refuse with 400.
import type { z } from 'zod';
import { addDays, type Clock, today } from '../../core/engine/clock';
import { exportPathOf, type REPORT_BODIES, REPORTS, type ReportKey } from '../../core/school/reports/contract';
import type { EndpointFixtures } from '../http/endpoint.examples';

interface Range {
  fecha_inicio: string;
  fecha_fin: string;
}

const BAD_RANGE = { fecha_inicio: '2024-02-30', fecha_fin: 'ayer' };

/** Keyed by report: each fixture serves the report's call and its download (`<path>/exportar`). */
export const REPORT_EXAMPLES = {
  ocupacion: {
    malformedExample: BAD_RANGE,
    example: (range) => range,
  },
  actividad: {
    malformedExample: { fecha: '31/12/2024' },
    example: (range) => ({ fecha: range.fecha_fin }),
  },
  consumo: {
    malformedExample: { fecha_inicio: '2024-06-30', fecha_fin: '2024-06-01' },
    example: (range) => range,
  },
  siet: {
    malformedExample: { ...BAD_RANGE, sedes: ['uno'] },
    example: (range) => range,
  },
  solicitudAvance: {
    malformedExample: { fecha_inicio: '2024-01-01', fecha_fin: '2025-01-02' },
    example: (range) => range,
  },
  encuesta: {
    malformedExample: { fecha_inicio: '2024-06-01', fecha_fin: '2024-06-30', tipo: 'examen' },
    example: (range) => ({ ...range, tipo: 'clase' as const }),
  },
} satisfies { [K in ReportKey]: { malformedExample: unknown; example: (range: Range) => z.input<(typeof REPORT_BODIES)[K]> } };

/** The last 30 days on the school's clock: the range the examples ask for. */
export function lastMonth(clock: Clock): Range {
  const fecha_fin = today(clock);
  return { fecha_inicio: addDays(fecha_fin, -29), fecha_fin };
}

/** The download's example: the call's body in the report's file format. */
export const exportExample = (key: ReportKey, body: unknown) => Object.assign({}, body, { formato: key === 'siet' ? 'xls' : 'xlsx' });

/** Every report's call and download, by path, asking for the last 30 days on the school's clock (the server's). */
export function reportExamples(clock: Clock): EndpointFixtures {
  return Object.fromEntries(
    (Object.keys(REPORT_EXAMPLES) as ReportKey[]).flatMap((key) => {
      const { malformedExample, example } = REPORT_EXAMPLES[key];
      return [
        [REPORTS[key].path, { malformedExample, example: async () => example(lastMonth(clock)) }],
        [exportPathOf(key), { malformedExample, example: async () => exportExample(key, example(lastMonth(clock))) }],
      ];
    }),
  );
}
