// The board's writes through the dataProvider: the dialogs' calls with the overlay, the server's
// message as a toast and its refusal shown; a move drawn at once (applyMove), sent without the
// overlay and undone if the server refuses (the board then says where it went, moveNotice.ts). After any write the slot and its availability are read again.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { BookingView, SlotView } from '../../../core/school/scheduler/slotView';
import { feedback } from '../../shell/feedback';
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
    /** Into a class (a drag, no reason) or back to pending (an unassign, with its reason); answers the booking's new version. */
    async move(booking: BookingView, claseId: number | null, motivo?: string): Promise<number> {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SlotView>(key);
      if (before) queryClient.setQueryData<SlotView>(key, applyMove(before, booking.id, claseId));
      // Already drawn: the write goes without the blocking overlay (the next drag need not wait) and
      // without a toast; a refusal undoes the drawing and is shown as any other error.
      try {
        const answer = await dataProvider.read<{ agendamiento?: { version?: unknown } } | undefined>('agendamiento/set_clase', {
          agendamiento_id: booking.id, clase_id: claseId, version: booking.version, ...(motivo ? { motivo } : {}),
        });
        const version = answer?.agendamiento?.version;
        return typeof version === 'number' ? version : booking.version + 1;
      } catch (error) {
        if (before) queryClient.setQueryData<SlotView>(key, before);
        feedback.error(error instanceof Error && error.message ? error.message : 'No fue posible mover el agendamiento');
        throw error;
      } finally {
        void refresh();
      }
    },
  };
}
