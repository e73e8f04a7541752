// docente/resumen through the dataProvider, cached by react-query (the list's 'Actualizar' refetches it).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/types';
import type { TeacherSummary } from '../preassignments';

export function useTeacherSummary() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['docentes', 'resumen'], queryFn: () => dataProvider.call<TeacherSummary>('docente/resumen', {}) });
}
