// An open date's table: its slots' figures read (useDateAvailability) and drawn by AvailabilityGrid.
import { useEffect } from 'react';
import type { AgendaDay } from '../../../core/school/scheduler/agenda';
import { AvailabilityGrid } from './AvailabilityGrid';
import { useDateAvailability } from './useDateAvailability';

export function DateGrid({ day, onSettled }: { day: AgendaDay; onSettled?: () => void }) {
  const data = useDateAvailability(day);
  const settled = !data.supplyLoading && data.slots.every((slot) => !slot.loading);
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  return <AvailabilityGrid fecha={day.texto} data={data} />;
}
