// A date's availability for the dashboard, read only while its block is open (DateGrid): one
// estado/disponibilidad_full call per slot (at most three at once across the page) and one
// indicadores/disponibilidad_franjas for the slots' Totals. 'Actualizar' invalidates AVAILABILITY_KEY.
import { queryOptions, type QueryClient, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { type AgendaDay, upcomingDays } from '../../../core/school/scheduler/agenda';
import type { SlotSupply, TypeAvailability } from './availabilityTable';
import { formatHour } from '../../../core/engine/dates';
import { createLimiter } from './limitConcurrency';
import { agendaDaysQuery } from '../tutoring/useAgendaDays';
import { today } from '../../../core/engine/clock';
import { schoolClock } from '../../shell/schoolClock';

export const AVAILABILITY_KEY = 'inicio-disponibilidad';
const STALE_MS = 5 * 60_000;
const limit = createLimiter(3);

export interface SlotState {
  hora: string;
  nombre: string;
  /** undefined while loading or after a failure (then its cells are unknown, gray). */
  types: TypeAvailability[] | undefined;
  loading: boolean;
}

export interface DateAvailability {
  slots: SlotState[];
  supply: SlotSupply[] | undefined;
  supplyLoading: boolean;
}

const slotQuery = (dataProvider: AppDataProvider, fecha: string, hora: string) =>
  queryOptions({
    queryKey: [AVAILABILITY_KEY, 'full', fecha, hora],
    queryFn: () => limit(() => dataProvider.read<TypeAvailability[]>('estado/disponibilidad_full', { dia: fecha, hora })),
    staleTime: STALE_MS,
  });

const supplyQuery = (dataProvider: AppDataProvider, fecha: string) =>
  queryOptions({
    queryKey: [AVAILABILITY_KEY, 'franjas', fecha],
    queryFn: () => dataProvider.read<SlotSupply[]>('indicadores/disponibilidad_franjas', { fecha }),
    staleTime: STALE_MS,
  });

function prefetchDate(queryClient: QueryClient, dataProvider: AppDataProvider, day: AgendaDay): void {
  void queryClient.prefetchQuery(supplyQuery(dataProvider, day.fecha));
  for (const h of day.horas) void queryClient.prefetchQuery(slotQuery(dataProvider, day.fecha, h.hora));
}

/**
 * Starts the first date's figures while the page is still rendering: read from the views' own
 * effects, each step waited for the whole page's render (~200 ms before the agenda's read, ~80 ms
 * between it and the slots'). The first date is the agenda's (agenda_disponible, the authority),
 * and also, not to wait for it, the one the school's calendar gives on this browser's clock
 * (core/school/scheduler/agenda.ts, as the server computes it): the same date unless the browser's
 * clock is off. Same queries as the views, so they find them read or in flight.
 */
export function useEarlyAvailabilityReads(): void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Once per mount, during the first render (a repeated start finds the queries there).
  useState(() => {
    const clock = schoolClock();
    const [expected] = upcomingDays(today(clock), clock.timeZone, 1);
    if (expected) prefetchDate(queryClient, dataProvider, expected);
    return queryClient.ensureQueryData(agendaDaysQuery(dataProvider)).then(
      (days) => {
        if (days[0]) prefetchDate(queryClient, dataProvider, days[0]);
      },
      () => undefined, // the section shows the agenda's error itself
    );
  });
}

/** The date's Totals (its heading's chip), read while it is open. */
export function useDateSupply(day: AgendaDay, open: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ ...supplyQuery(dataProvider, day.fecha), enabled: open });
}

/** An open date's slots and Totals. */
export function useDateAvailability(day: AgendaDay): DateAvailability {
  const dataProvider = useDataProvider<AppDataProvider>();
  const results = useQueries({ queries: day.horas.map((h) => slotQuery(dataProvider, day.fecha, h.hora)) });
  const supply = useDateSupply(day, true);
  return {
    slots: day.horas.map((h, i) => ({
      hora: h.hora,
      nombre: formatHour(h.hora),
      types: results[i].data,
      loading: results[i].data === undefined && !results[i].isError,
    })),
    supply: supply.data,
    supplyLoading: supply.data === undefined && !supply.isError,
  };
}
