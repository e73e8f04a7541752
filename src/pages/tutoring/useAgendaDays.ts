// The school days the scheduler's views offer (agenda_disponible, login only: today and the next
// school days, each with its class slots), read once and shared by #/tutoria, #/logistica and home.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { AgendaDay } from '../../../core/school/scheduler/agenda';

/** The read's options, for a page that starts it before its views render (home). */
export function agendaDaysQuery(dataProvider: AppDataProvider) {
  return queryOptions({
    queryKey: ['agenda_disponible'],
    queryFn: () => dataProvider.read<AgendaDay[]>('agenda_disponible', {}),
    staleTime: 5 * 60_000,
  });
}

export function useAgendaDays(): { days: AgendaDay[] | undefined; error: unknown } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error } = useQuery(agendaDaysQuery(dataProvider));
  return { days: data, error };
}
