// Consumo's per-sede blocks (docs/domain/reports.md 'Reports'), pure: the answer's matrix (y_labels the sedes, x_labels the
// dates, datos[sede][date]) as one block per sede, with its table rows and its chart's points.
import type { ConsumptionReport } from '../../../core/school/reports/contract';
import { formatDay } from '../../../core/engine/clock';

export interface ConsumptionBlock {
  sede: string;
  rows: { fecha: string; cantidad: number }[];
  /** The chart's bars: x the day ('DD/MM/YYYY'), y its count. */
  points: { dia: string; cantidad: number }[];
}

/** The chart's size (500×200, as the home dashboard's charts). */
export const CONSUMPTION_CHART = { width: 500, height: 200 } as const;

export function consumptionBlocks(report: ConsumptionReport | null | undefined): ConsumptionBlock[] {
  if (!report) return [];
  return report.y_labels.map((sede, i) => {
    const rows = report.x_labels.map((fecha, j) => ({ fecha, cantidad: report.datos[i]?.[j] ?? 0 }));
    return {
      sede,
      rows,
      points: rows.map((row) => ({ dia: formatDay(row.fecha), cantidad: row.cantidad })),
    };
  });
}

/** A day's tick under the chart: 'DD/MM' (the year is in the table beside it). */
export const dayTick = (dia: string): string => dia.slice(0, 5);
