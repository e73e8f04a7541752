// The option lists' test fixtures (endpoint matrix, audit walk, API document): each list's empty
// body and one it must refuse with 400.
import { LOOKUPS, type LookupDeclaration } from '../../core/engine/lookups';
import type { EndpointFixtures } from '../http/endpoint.examples';

/** One list's fixtures (the lists are generated from core/engine/lookups.ts: a function of the declaration). */
export const lookupExamples = (lookup: LookupDeclaration) => ({
  malformedExample: lookup.param ? { [lookup.param]: 'abc' } : { filtro: 'x' },
  example: async () => ({}),
});

/** Every list's fixtures, by its endpoint's path (server/routes/lookups.ts registers one per list). */
export const LOOKUP_EXAMPLES: EndpointFixtures = Object.fromEntries((Object.values(LOOKUPS) as LookupDeclaration[]).map((lookup) => [lookup.endpoint, lookupExamples(lookup)]));
