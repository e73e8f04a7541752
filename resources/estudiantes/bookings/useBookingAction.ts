// Sends one booking action of the student detail: the overlay while it runs and the server's mensaje
// as a toast (dataProvider.call), a refusal as a warning with the server's Spanish message, and
// afterwards the 'Agendamientos' section read again (and the scheduler's board, should it be open).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { feedback } from '../../../src/shell/feedback';
import type { AccionEstudiante } from '../../../core/school/scheduler/bookings';
import { BOOKING_ACTIONS } from '../../../core/school/scheduler/bookingActionRules';
import { RECORD_PATHS } from '../../../core/school/students/records';
import { recordSectionKey } from '../record/RecordSection';

/** run(action, body) resolves once done; rejects after showing the refusal (a dialog then stays open). */
export function useBookingAction(studentId: unknown) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useCallback(
    async (action: AccionEstudiante, body: Record<string, unknown>): Promise<void> => {
      try {
        await dataProvider.call(BOOKING_ACTIONS[action].path, body);
      } catch (error) {
        feedback.warn(error instanceof Error && error.message ? error.message : String(error));
        throw error;
      } finally {
        void queryClient.invalidateQueries({ queryKey: recordSectionKey(RECORD_PATHS.agendamientos, studentId) });
        void queryClient.invalidateQueries({ queryKey: ['programador'] });
      }
    },
    [dataProvider, queryClient, studentId],
  );
}
