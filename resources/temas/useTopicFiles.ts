// A topic's files as its detail shows them: the preparation file (or none) and the feedback items
// by range, from tema/{id}/adicional/lista; plus what the user may do with them (BAB1EE7F).
import { useCanAccess, useGetList } from 'react-admin';
import type { AdicionalRecord } from '../adicionales/recordType';
import adicionales from '../adicionales/schema';

export interface TopicFiles {
  preparation: AdicionalRecord | null;
  feedback: AdicionalRecord[];
  isPending: boolean;
  canChange: boolean;
}

const ALL = { page: 1, perPage: 100 };
const BY_RANGE = { field: 'rango_inicial', order: 'ASC' as const };

export function useTopicFiles(temaId: number): TopicFiles {
  const { data, isPending } = useGetList<AdicionalRecord>(adicionales.name, { filter: { tema_id: temaId }, pagination: ALL, sort: BY_RANGE });
  const { canAccess } = useCanAccess({ resource: adicionales.name, action: 'create' });
  return {
    preparation: data?.find((item) => item.tipo === 'preparacion') ?? null,
    feedback: (data ?? []).filter((item) => item.tipo === 'feedback'),
    isPending,
    canChange: canAccess === true,
  };
}
