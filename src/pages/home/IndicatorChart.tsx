// One chart block of the home dashboard: its title, an 'Actualizar' link that reads the
// figures again, and a 500×200 bar chart with one bar per sede (recharts); the same figures in a
// table only screen readers see. Zero-height bars on the sedes' names until the figures arrive.
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { AppDataProvider, LookupOption } from '../../../dataProvider/types';
import { type ChartDefinition, CHART_SIZE, chartBars, type SedeFigure } from './indicatorCharts';
import { WhenVisible } from '../../shared/WhenVisible';
import { SedeTick } from './SedeTick';

// In pixels: a bare 1 in sx is 100 %, which made each hidden table as wide as the window (the page overflowed).
const HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface Props {
  chart: ChartDefinition;
  sedes: LookupOption[] | undefined;
  /** false until the block nears the screen: nothing is read (nor said to be loading) before. */
  active: boolean;
}

export function IndicatorChart({ chart, sedes, active }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: ['inicio-indicador', chart.path],
    queryFn: () => dataProvider.read<SedeFigure[]>(chart.path, {}),
    enabled: active,
  });
  const bars = chartBars(data, sedes);
  const titleId = `grafica-${chart.path.replace(/\W/g, '-')}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 1.5, width: CHART_SIZE.width + 26, maxWidth: '100%', overflowX: 'auto' }}>
      <Stack direction="row" alignItems="baseline" justifyContent="space-between">
        <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600 }}>{chart.title}</Typography>
        <Link component="button" type="button" onClick={() => void refetch()} disabled={isFetching}>Actualizar</Link>
      </Stack>
      {error ? <Typography color="warning.dark" variant="body2">{error instanceof Error ? error.message : 'No se pudo cargar'}</Typography> : null}
      {active && !data && !error ? <Typography color="text.secondary" variant="body2">cargando...</Typography> : null}
      <Box data-chart={chart.path} data-loaded={data ? 'true' : 'false'}>
        {/* Drawn once active and on screen (the screen-reader table below has the figures as soon as
            they are read): drawn while the table above still loaded, the four charts took ~300 ms of
            main thread and held the table's reads up. */}
        <WhenVisible width={CHART_SIZE.width} height={CHART_SIZE.height} margin="0px" watch={active}>
          <BarChart width={CHART_SIZE.width} height={CHART_SIZE.height} data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} title={chart.title}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="sede" interval={0} height={78} tick={<SedeTick />} />
            <YAxis allowDecimals={false} width={40} tick={{ fontSize: 10 }} />
            {data ? <Tooltip formatter={(value) => [String(value), chart.title]} labelFormatter={(sede) => `Sede: ${String(sede)}`} /> : null}
            <Bar dataKey="valor" fill="#1976d2" isAnimationActive={false} />
          </BarChart>
        </WhenVisible>
      </Box>
      <Box component="table" sx={HIDDEN}>
        <caption>{chart.title} por sede</caption>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.sede}>
              <th scope="row">{bar.sede}</th>
              <td>{bar.cargado ? bar.valor : 'cargando...'}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
