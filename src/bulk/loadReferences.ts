// The preview's reference resolvers: the options of each lookup of the bulk columns, through the
// dataProvider's lookup (cached for the session), indexed by core/engine/references.ts as the server does.
import type { AppDataProvider } from '../../dataProvider/types';
import { lookupOf } from '../../core/engine/lookups';
import { bulkLookups, type ReferenceResolver, referenceResolver, type ReferenceResolvers } from '../../core/engine/references';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { BULK_MESSAGES } from './types';

function optionCode(row: Record<string, unknown>, column: string | undefined): string | null {
  const code = column ? row[column] : undefined;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : null;
}

export async function loadReferences(dataProvider: Pick<AppDataProvider, 'lookup'>, decl: ResourceDeclaration): Promise<ReferenceResolvers> {
  const entries = await Promise.all(
    bulkLookups(decl).map(async (name): Promise<[string, ReferenceResolver]> => {
      const lookup = lookupOf(name);
      try {
        const options = await dataProvider.lookup(name);
        return [name, referenceResolver(options.map((o) => ({ id: o.id, name: o.name, code: optionCode(o, lookup.code) })))];
      } catch {
        const label = decl.fields.find((f) => f.lookup === name)?.label ?? name;
        throw new Error(BULK_MESSAGES.options(label));
      }
    }),
  );
  return new Map(entries);
}
