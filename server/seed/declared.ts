// The demo's records of a resource the hand-written seed does not know (one added later, in its
// folder): a few made from its own example (server/crud/examples.ts), each numbered apart, checked
// with its declaration's rules and completed by its hooks as crear would, so its list, detail and
// edit pages show something on a new demo database and the generic tests find records.
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { validateRecord } from '../../core/engine/validation';
import type { Database } from '../db/database';
import { exampleRecord } from '../crud/examples';
import type { ServedResources } from '../crud/parts';
import { ResourceRepository } from '../crud/repository';
import { ident } from '../db/sql';

/** How many records such a resource gets. */
export const EXAMPLE_RECORDS = 12;

/**
 * The tables the hand-written seed (index.ts) fills itself, as many rows as its options ask (none
 * of a kind is a choice: `students: 0`, or no week of bookings to survey). A new resource's table is
 * not here: it gets example records.
 */
export const HAND_SEEDED_TABLES: ReadonlySet<string> = new Set([
  'usuarios', 'salones', 'cursos', 'temas', 'tema_adicionales', 'correos_curso', 'correos', 'logros', 'examenes', 'banners', 'cierres', 'grupos', 'encuestas', 'motivos',
]);

async function isEmpty(tx: Database, decl: ResourceDeclaration): Promise<boolean> {
  const scope = Object.entries(decl.scope ?? {});
  const where = scope.length > 0 ? ` WHERE ${scope.map(([column], i) => `${ident(column)} = $${i + 1}`).join(' AND ')}` : '';
  const [row] = await tx.query<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM ${ident(decl.table)}${where}) AS empty`, scope.map(([, value]) => value));
  return row.empty;
}

/**
 * Every served resource outside the hand-written seed that staff can create records of (a log's rows
 * come from what happens) and that is still empty gets EXAMPLE_RECORDS records; one whose example its
 * rules refuse stops the seed, named.
 */
export async function seedDeclaredExamples(tx: Database, { resources, serverParts }: ServedResources): Promise<void> {
  for (const decl of resources) {
    if (HAND_SEEDED_TABLES.has(decl.table) || !decl.permissions.create || !(await isEmpty(tx, decl))) continue;
    const parts = serverParts[decl.name] ?? {};
    const rows = [];
    for (let i = 0; i < EXAMPLE_RECORDS; i++) {
      const { values, errors } = validateRecord(decl, await exampleRecord(tx, decl, 'create'), 'create');
      if (Object.keys(errors).length > 0) {
        throw new Error(`Recurso ${decl.name}: su ejemplo no sirve de dato de demostración (${JSON.stringify(errors)}); siémbrelo en server/seed/`);
      }
      rows.push(values);
    }
    const hooks = parts.hooks ?? {};
    await hooks.beforeWrite?.(tx, rows, 'create');
    const ids = await new ResourceRepository(tx, decl, hooks).insertMany(rows, tx);
    await hooks.afterInsert?.(tx, rows, ids);
  }
}
