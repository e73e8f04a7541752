// Options of a select field: its static choices, or its lookup rows fetched once through
// react-query (the dataProvider caches them per session too).
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, LookupOption } from '../../dataProvider/types';
import type { Choice, FieldDeclaration } from '../../core/engine/declaration/field';
import { fieldLookup } from '../../core/engine/fields';

const LOOKUP_STALE_MS = 10 * 60 * 1000;

/** One query per lookup list: selects, detail pages and list tables share its cache entry. */
function lookupQuery(dataProvider: AppDataProvider, lookup: string) {
  return {
    queryKey: ['lookup', lookup],
    queryFn: () => dataProvider.lookup(lookup),
    staleTime: LOOKUP_STALE_MS,
  };
}

export function useLookupOptions(lookup: string | undefined): LookupOption[] | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ ...lookupQuery(dataProvider, lookup as string), enabled: lookup !== undefined });
  return data;
}

/** The lookup a field reads its options from, when it has no static choices. */
export function optionsLookup(field: FieldDeclaration): string | undefined {
  return field.choices ? undefined : fieldLookup(field);
}

/** undefined while a lookup loads (and for fields that are not selects). */
export function useFieldOptions(field: FieldDeclaration): Choice[] | undefined {
  const fromLookup = useLookupOptions(optionsLookup(field));
  return field.choices ?? fromLookup;
}

// Module-level, so react-query keeps the combined array (and each list) stable between renders.
const dataOf = (results: UseQueryResult<LookupOption[]>[]) => results.map((result) => result.data);

/**
 * Several lookup lists at once, in the order given (undefined while one loads): what a list
 * table needs above its rows, so that its cells never open a query of their own.
 */
export function useLookupLists(lookups: readonly string[]): (LookupOption[] | undefined)[] {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQueries({ queries: lookups.map((lookup) => lookupQuery(dataProvider, lookup)), combine: dataOf });
}
