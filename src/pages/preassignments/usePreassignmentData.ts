// What #/preasignaciones reads: the sede's active rooms (the 'salones' lookup of the sede joined
// with salon/resumen, which gives their allowed types and blocks; both under B2903DC1) and their
// pre-assignments (preasignaciones/xsede, one call, cached under ['preasignaciones', 'sede', id] like
// the detail grids' lists, so that one invalidation of ['preasignaciones'] refreshes them all).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { Preassignment } from '../../../core/school/preassignments';
import { useRoomSummary } from '../../shared/summaries/useRoomSummary';
import { byRoom, type PageRoom, sedeRooms } from './preassignmentPage';

/** The sede's active rooms; undefined while loading (or without a sede). */
export function useSedeRooms(sedeId: number | undefined): PageRoom[] | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: options } = useQuery({
    queryKey: ['lookup', 'salones', { sede_id: sedeId }],
    queryFn: () => dataProvider.lookup('salones', { sede_id: sedeId }),
    enabled: sedeId !== undefined,
  });
  const { data: summary } = useRoomSummary();
  return useMemo(() => (options && summary?.salones ? sedeRooms(options, summary.salones) : undefined), [options, summary]);
}

const EMPTY: ReadonlyMap<number, Preassignment[]> = new Map();

/** The pre-assignments of the sede's rooms, by room id. */
export function useSedePreassignments(sedeId: number): ReadonlyMap<number, Preassignment[]> {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['preasignaciones', 'sede', String(sedeId)],
    queryFn: () => dataProvider.call<Preassignment[]>('preasignaciones/xsede', { sede_id: sedeId }),
  });
  return useMemo(() => (data ? byRoom([data]) : EMPTY), [data]);
}
