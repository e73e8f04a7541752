// The home dashboard for holders of BA0052EE: 'Disponibilidad Actual' and the four
// indicator charts. Loaded on its own (HomePage's lazyView), so recharts stays out of the login bundle.
import { Card, CardContent, Stack } from '@mui/material';
import { useCallback, useState } from 'react';
import { AvailabilitySection } from './AvailabilitySection';
import { IndicatorCharts } from './IndicatorCharts';
import { useEarlyAvailabilityReads } from './useDateAvailability';

export function HomeDashboard() {
  useEarlyAvailabilityReads();
  // The table's reads go first; the charts' wait for them (IndicatorCharts).
  const [tableSettled, setTableSettled] = useState(false);
  const onTableSettled = useCallback(() => setTableSettled(true), []);
  return (
    <Card sx={{ width: '100%', mt: 2 }}>
      <CardContent>
        <Stack spacing={3}>
          <AvailabilitySection onFirstDateSettled={onTableSettled} />
          <IndicatorCharts afterTable={tableSettled} />
        </Stack>
      </CardContent>
    </Card>
  );
}
