// salon/resumen through the dataProvider, cached by react-query (the list's 'Actualizar' refetches it):
// a read, so no 'Procesando...' overlay covers the list while the summary loads.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { RoomSummary } from '../../../core/school/preassignments';

export function useRoomSummary() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['salones', 'resumen'], queryFn: () => dataProvider.read<RoomSummary>('salon/resumen', {}) });
}
