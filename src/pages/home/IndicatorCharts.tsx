// The home dashboard's four chart blocks (availability, active students, accumulated bookings,
// bookings made by students), each reading and refreshing its own figures. Below the availability
// table, which comes first: their figures (and the sedes' names) are read once the table's first
// date has its figures and the charts are on screen, so a visit that stays at the table does not
// wait behind five reads it never shows.
import { Stack, Typography } from '@mui/material';
import { useLookupOptions } from '../../resource-views/useFieldOptions';
import { useNearScreen } from '../../shared/useNearScreen';
import { INDICATOR_CHARTS } from './indicatorCharts';
import { IndicatorChart } from './IndicatorChart';

export function IndicatorCharts({ afterTable }: { afterTable: boolean }) {
  const [ref, near] = useNearScreen<HTMLElement>('0px', afterTable);
  // The sedes' names for the placeholder bars (the lookup holds the caller's permitted ones).
  const sedes = useLookupOptions(near ? 'sedes' : undefined);
  return (
    <section aria-labelledby="indicadores" ref={ref}>
      <Typography variant="h5" component="h2" id="indicadores" sx={{ mb: 1 }}>Indicadores</Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
        {INDICATOR_CHARTS.map((chart) => (
          <IndicatorChart key={chart.path} chart={chart} sedes={sedes} active={near} />
        ))}
      </Stack>
    </section>
  );
}
