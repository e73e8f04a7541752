// A date's availability for the dashboard, read only while its block is open: one
// estado/disponibilidad_full call per slot (at most three at once across the page) and one
// indicadores/disponibilidad_franjas for the slots' Totals. 'Actualizar' invalidates AVAILABILITY_KEY.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { AgendaDay } from '../../../resources/scheduler/agenda';
import type { SlotSupply, TypeAvailability } from './availabilityTable';
import { formatHour } from '../../shared/dates';
import { createLimiter } from './limitConcurrency';

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

export function useDateAvailability(day: AgendaDay, open: boolean): DateAvailability {
  const dataProvider = useDataProvider<AppDataProvider>();
  const results = useQueries({
    queries: day.horas.map((h) => ({
      queryKey: [AVAILABILITY_KEY, 'full', day.fecha, h.hora],
      queryFn: () => limit(() => dataProvider.read<TypeAvailability[]>('estado/disponibilidad_full', { dia: day.fecha, hora: h.hora })),
      enabled: open,
      staleTime: STALE_MS,
    })),
  });
  const supply = useQuery({
    queryKey: [AVAILABILITY_KEY, 'franjas', day.fecha],
    queryFn: () => dataProvider.read<SlotSupply[]>('indicadores/disponibilidad_franjas', { fecha: day.fecha }),
    enabled: open,
    staleTime: STALE_MS,
  });
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
