// The class types (tipos-clase/lista) by id, for badges and editors: one cached lookup.
import { useMemo } from 'react';
import type { LookupOption } from '../../../dataProvider/types';
import { useLookupOptions } from '../../resource-views/useFieldOptions';

export interface ClassTypeOption extends LookupOption {
  id: string;
  nombre_corto?: string;
  color?: string;
}

export function useClassTypes(): { list: ClassTypeOption[] | undefined; byId: ReadonlyMap<string, ClassTypeOption> } {
  const list = useLookupOptions('tiposClase') as ClassTypeOption[] | undefined;
  const byId = useMemo(() => new Map((list ?? []).map((t) => [String(t.id), t])), [list]);
  return { list, byId };
}
