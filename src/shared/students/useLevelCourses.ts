// The courses the editor offers a student: those of their level (nivel/cursos {nivel_id}), or every
// course while they have no level (the level then follows the course, as the server decides).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, LookupOption } from '../../../dataProvider/types';
import { useLookupOptions } from '../../resource-views/useFieldOptions';

export function useLevelCourses(nivelId: unknown): LookupOption[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  const level = typeof nivelId === 'number' || (typeof nivelId === 'string' && nivelId !== '') ? Number(nivelId) : null;
  const { data } = useQuery({
    queryKey: ['lookup', 'cursos', level],
    queryFn: () => dataProvider.lookup('cursos', { nivel_id: level }),
    enabled: level !== null,
  });
  const all = useLookupOptions(level === null ? 'cursos' : undefined);
  return (level === null ? all : data) ?? [];
}
