// The home dashboard's four chart blocks (availability, active students, accumulated bookings,
// bookings made by students), each reading and refreshing its own figures.
import { Stack, Typography } from '@mui/material';
import { useLookupOptions } from '../../resource-views/useFieldOptions';
import { INDICATOR_CHARTS } from './indicatorCharts';
import { IndicatorChart } from './IndicatorChart';

export function IndicatorCharts() {
  // The sedes' names for the placeholder bars (the lookup holds the caller's permitted ones).
  const sedes = useLookupOptions('sedes');
  return (
    <section aria-labelledby="indicadores">
      <Typography variant="h5" component="h2" id="indicadores" sx={{ mb: 1 }}>Indicadores</Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
        {INDICATOR_CHARTS.map((chart) => (
          <IndicatorChart key={chart.path} chart={chart} sedes={sedes} />
        ))}
      </Stack>
    </section>
  );
}
