// The home dashboard for holders of BA0052EE (doc 1 §2): 'Disponibilidad Actual' and the four
// indicator charts. Loaded on its own (HomePage's lazyView), so recharts stays out of the login bundle.
import { Card, CardContent, Stack } from '@mui/material';
import { AvailabilitySection } from './AvailabilitySection';
import { IndicatorCharts } from './IndicatorCharts';

export function HomeDashboard() {
  return (
    <Card sx={{ width: '100%', mt: 2 }}>
      <CardContent>
        <Stack spacing={3}>
          <AvailabilitySection />
          <IndicatorCharts />
        </Stack>
      </CardContent>
    </Card>
  );
}
