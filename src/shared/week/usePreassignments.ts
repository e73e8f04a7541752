// A teacher's or a room's pre-assignments (preasignaciones/xdocente, xsalon), cached by react-query
// under ['preasignaciones', …] so that a save anywhere refreshes every grid. A read, not a call: no
// 'Procesando...' overlay over the page while a grid loads (its fading in also forced a layout of the
// whole page, issue 25 point 6).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import type { Preassignment } from '../../../core/school/preassignments';

export function usePreassignments(of: 'docente' | 'salon', id: string | number | undefined, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['preasignaciones', of, String(id)],
    queryFn: () =>
      of === 'docente'
        ? dataProvider.read<Preassignment[]>('preasignaciones/xdocente', { docente_id: Number(id) })
        : dataProvider.read<Preassignment[]>('preasignaciones/xsalon', { salon_id: Number(id) }),
    enabled: enabled && id !== undefined,
  });
}
