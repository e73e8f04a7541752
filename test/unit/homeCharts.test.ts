// The home dashboard's chart rules: the four blocks and their endpoints, real figures as bars, and
// zero-height bars on the sedes' names until the figures arrive (never made-up numbers).
import { describe, expect, it } from 'vitest';
import { CHART_SIZE, chartBars, INDICATOR_CHARTS, tickLabel } from '../../src/pages/home/indicatorCharts';

describe('indicator charts', () => {
  it('are the spec’s four blocks, 500×200', () => {
    expect(INDICATOR_CHARTS.map((c) => c.title)).toEqual(['Disponibilidad', 'Estudiantes activos', 'Agendamientos acumulados', 'Agendamientos de estudiantes']);
    expect(INDICATOR_CHARTS.map((c) => c.path)).toEqual([
      'indicadores/disponibilidad', 'indicadores/estudiantes_activos', 'indicadores/agendamientos_acumulados', 'indicadores/agendamientos_estudiantes',
    ]);
    expect(CHART_SIZE).toEqual({ width: 500, height: 200 });
  });

  it('draw the figures, one bar per sede', () => {
    expect(chartBars([{ sede_id: 1, sede: 'Armenia Centro', valor: 7 }], [{ name: 'Otra' }])).toEqual([{ sede: 'Armenia Centro', valor: 7, cargado: true }]);
  });

  it('stand at zero on the sedes’ names while loading, and empty without them', () => {
    expect(chartBars(undefined, [{ name: 'Armenia Centro' }, { name: 'Bogotá Premium Andino' }])).toEqual([
      { sede: 'Armenia Centro', valor: 0, cargado: false },
      { sede: 'Bogotá Premium Andino', valor: 0, cargado: false },
    ]);
    expect(chartBars(undefined, undefined)).toEqual([]);
  });

  it('shorten long sede names on the axis', () => {
    expect(tickLabel('Cali Granada')).toBe('Cali Granada');
    expect(tickLabel('Bogotá Centro Internacional')).toBe('Bogotá Centro…');
    expect(tickLabel('Bogotá Centro Internacional')).toHaveLength(14);
  });
});
