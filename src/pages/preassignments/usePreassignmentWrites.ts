// The page's writes (235AE1F): preasignacion/calcular, preasignacion/guardar and preasignaciones/borrar
// through the dataProvider (overlay, the server's mensaje as a toast, its errors shown). After a save
// or a deletion every pre-assignment grid and both summaries are read again.
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { fieldErrorsOf } from '../../../dataProvider';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { DeleteDayAnswer, PreassignmentCandidate, SaveAnswer, SlotInput } from '../../../core/school/preassignments';
import type { RoomChoice } from './preassignmentPanel';

const REFRESHED = [['preasignaciones'], ['docentes', 'resumen'], ['salones', 'resumen']];

export interface SaveRequest {
  docente_id: number;
  preasignaciones: SlotInput[];
}

/** The text kept beside a form after a refused call: the message and each slot's own, once. */
export function errorLines(error: unknown): string[] {
  const message = error instanceof Error && error.message ? error.message : 'No fue posible completar la operación';
  const fields = Object.values(fieldErrorsOf(error) ?? {});
  return [...new Set([message, ...fields])];
}

export function usePreassignmentWrites() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(REFRESHED.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return {
    calculate: (docenteId: number, salonId: RoomChoice) =>
      dataProvider.call<PreassignmentCandidate[]>('preasignacion/calcular', { docente_id: docenteId, salon_id: salonId }),
    async save(body: SaveRequest): Promise<SaveAnswer> {
      const answer = await dataProvider.call<SaveAnswer>('preasignacion/guardar', body);
      void refresh();
      return answer;
    },
    async deleteDay(dia: number): Promise<DeleteDayAnswer> {
      const answer = await dataProvider.call<DeleteDayAnswer>('preasignaciones/borrar', { dia });
      void refresh();
      return answer;
    },
  };
}
