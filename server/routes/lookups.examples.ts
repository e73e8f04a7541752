// The option lists' test fixtures (endpoint matrix, audit walk, API document): each list's empty
// body and one it must refuse with 400.
import type { LookupDeclaration } from '../../core/engine/lookups';

/** One list's fixtures (the lists are generated from core/engine/lookups.ts: a function of the declaration). */
export const lookupExamples = (lookup: LookupDeclaration) => ({
  malformedExample: lookup.param ? { [lookup.param]: 'abc' } : { filtro: 'x' },
  example: async () => ({}),
});
