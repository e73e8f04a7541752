// The groups' permission actions' test fixtures: per action, a body it accepts for the current data and one it must refuse with 400.
import { P } from '../../core/engine/permissions';
import { firstValue } from '../../server/crud/examples';
import { defineResourceExamples } from '../../server/crud/parts.examples';
import type { Database } from '../../server/db/database';
import type { EndpointExample } from '../../server/http/endpoint.examples';
import schema from './schema';

const malformedExample = { id: 1, permiso: 'no es un código' };

/** A group (none holding 4F40D01B: the administrators' stays whole) and a code it lacks or holds. */
const exampleOf = (holds: boolean) => async (db: Database) => {
  const [row] = await db.query<{ id: number; permiso: string }>(
    `SELECT g.id, p.codigo AS permiso FROM grupos g CROSS JOIN permisos p
      WHERE NOT EXISTS (SELECT 1 FROM grupo_permisos m WHERE m.grupo_id = g.id AND m.permiso = $1)
        AND ${holds ? '' : 'NOT'} EXISTS (SELECT 1 FROM grupo_permisos gp WHERE gp.grupo_id = g.id AND gp.permiso = p.codigo)
        AND p.codigo <> $1
      ORDER BY g.id DESC, p.codigo LIMIT 1`,
    [P.grupos.manage],
  );
  return row ?? { id: await firstValue(db, 'SELECT id AS v FROM grupos ORDER BY id DESC LIMIT 1'), permiso: P.estudiantes.list };
};

export const GRUPO_EXAMPLES = {
  agregarPermiso: {
    malformedExample,
    example: exampleOf(false),
  },
  quitarPermiso: {
    malformedExample,
    example: exampleOf(true),
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;

export default defineResourceExamples(schema, { actions: GRUPO_EXAMPLES });
