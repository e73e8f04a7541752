// The home dashboard's four chart blocks (docs/domain/scheduler.md 'The class scheduler', its home dashboard item, defines each figure):
// one bar per sede, 500×200. Until a block's figures arrive its bars stand at zero height on the
// sedes' names (as a placeholder) — never a made-up number.

export interface ChartDefinition {
  path: string;
  title: string;
}

export const INDICATOR_CHARTS: readonly ChartDefinition[] = [
  { path: 'indicadores/disponibilidad', title: 'Disponibilidad' },
  { path: 'indicadores/estudiantes_activos', title: 'Estudiantes activos' },
  { path: 'indicadores/agendamientos_acumulados', title: 'Agendamientos acumulados' },
  { path: 'indicadores/agendamientos_estudiantes', title: 'Agendamientos de estudiantes' },
];

export const CHART_SIZE = { width: 500, height: 200 } as const;

/** One sede's figure, as the indicadores/* endpoints answer. */
export interface SedeFigure {
  sede_id: number;
  sede: string;
  valor: number;
}

export interface Bar {
  sede: string;
  valor: number;
  /** false while the figure is a zero-height placeholder. */
  cargado: boolean;
}

/** The figures as bars; without them, zero-height bars on the known sedes' names. */
export function chartBars(figures: readonly SedeFigure[] | undefined, sedes: readonly { name: string }[] | undefined): Bar[] {
  if (figures) return figures.map((f) => ({ sede: f.sede, valor: f.valor, cargado: true }));
  return (sedes ?? []).map((s) => ({ sede: s.name, valor: 0, cargado: false }));
}

/** A sede name short enough for a vertical tick label. */
export function tickLabel(sede: string, max = 14): string {
  return sede.length <= max ? sede : `${sede.slice(0, max - 1)}…`;
}
