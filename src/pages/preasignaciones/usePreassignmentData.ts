// What #/preasignaciones reads: the sede's active rooms (the 'salones' lookup of the sede joined
// with salon/resumen, which gives their allowed types and blocks; both under B2903DC1) and their
// pre-assignments (preasignaciones/xsalon per regular room, cached under ['preasignaciones', 'salon',
// id] like the room detail's grid, so that one invalidation refreshes both).
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { Preassignment } from '../../../resources/preassignments';
import { useRoomSummary } from '../../../resources/salones/useRoomSummary';
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

// Module-level, so react-query keeps the combined map between renders while the answers stay the same.
const combine = (results: UseQueryResult<Preassignment[]>[]) => byRoom(results.map((result) => result.data));

/** The pre-assignments of the given rooms, by room id. */
export function useRoomsPreassignments(rooms: readonly PageRoom[]): ReadonlyMap<number, Preassignment[]> {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQueries({
    queries: rooms.map((room) => ({
      queryKey: ['preasignaciones', 'salon', String(room.id)],
      queryFn: () => dataProvider.call<Preassignment[]>('preasignaciones/xsalon', { salon_id: room.id }),
    })),
    combine,
  });
}
