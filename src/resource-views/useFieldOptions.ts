// Options of a select field: its static choices, or its lookup rows fetched once through
// react-query (the dataProvider caches them per session too).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, LookupOption } from '../../dataProvider/types';
import type { Choice, FieldDeclaration } from '../../resources/types';

const LOOKUP_STALE_MS = 10 * 60 * 1000;

export function useLookupOptions(lookup: string | undefined): LookupOption[] | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['lookup', lookup],
    queryFn: () => dataProvider.lookup(lookup as string),
    enabled: lookup !== undefined,
    staleTime: LOOKUP_STALE_MS,
  });
  return data;
}

/** undefined while a lookup loads (and for fields that are not selects). */
export function useFieldOptions(field: FieldDeclaration): Choice[] | undefined {
  const fromLookup = useLookupOptions((field.type === 'select' || field.type === 'json') && !field.choices ? field.lookup : undefined);
  return field.choices ?? fromLookup;
}
