// The board's writes through the dataProvider (overlay, the server's message as a toast, its
// refusal shown for 3 s): a move is drawn at once (applyMove) and undone if the server refuses;
// after any write the slot and its availability are read again.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { BookingView, SlotView } from '../../../resources/scheduler/slotView';
import { applyMove, type SlotChoice } from './board';
import { slotKey } from './useSlotData';

export function useBoardWrites(slot: SlotChoice) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { fecha, hora } = slot;
  // One object per slot: the board's context (and its 100 memoised blocks) stays the same between reads.
  return useMemo(() => boardWrites(dataProvider, queryClient, { fecha, hora }), [dataProvider, queryClient, fecha, hora]);
}

function boardWrites(dataProvider: AppDataProvider, queryClient: QueryClient, slot: SlotChoice) {
  const key = slotKey(slot);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['programador'] });

  async function send<T>(path: string, body: Record<string, unknown>): Promise<T> {
    try {
      return await dataProvider.call<T>(path, body);
    } finally {
      void refresh();
    }
  }

  return {
    send,
    /** Into a class (a drag, no reason) or back to pending (an unassign, with its reason). */
    async move(booking: BookingView, claseId: number | null, motivo?: string): Promise<void> {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SlotView>(key);
      if (before) queryClient.setQueryData<SlotView>(key, applyMove(before, booking.id, claseId));
      try {
        await send('agendamiento/set_clase', { agendamiento_id: booking.id, clase_id: claseId, version: booking.version, ...(motivo ? { motivo } : {}) });
      } catch (error) {
        if (before) queryClient.setQueryData<SlotView>(key, before);
        throw error;
      }
    },
  };
}
