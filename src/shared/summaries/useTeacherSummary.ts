// docente/resumen through the dataProvider, cached by react-query (the list's 'Actualizar' refetches it):
// a read, so no 'Procesando...' overlay covers the list while the summary loads.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { TeacherSummary } from '../../../core/school/preassignments';

export function useTeacherSummary() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['docentes', 'resumen'], queryFn: () => dataProvider.read<TeacherSummary>('docente/resumen', {}) });
}
