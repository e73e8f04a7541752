// The staff users' named actions' test fixtures: per action, a body it accepts for the current data and one it must refuse with 400.
import { firstValue } from '../../server/crud/examples';
import { defineResourceExamples } from '../../server/crud/parts.examples';
import type { Database } from '../../server/db/database';
import type { EndpointExample } from '../../server/http/endpoint.examples';
import schema from './schema';

/** A staff member other than the demo accounts (the examples' target), or null. */
const someStaff = (db: Database) =>
  firstValue(db, "SELECT id AS v FROM usuarios WHERE fu AND NOT ad AND deleted_at IS NULL AND email NOT LIKE '%@escuela.test' ORDER BY id DESC LIMIT 1");

export const USUARIO_EXAMPLES = {
  cambiarPassword: {
    malformedExample: { userid: 1, password: 'corta' },
    example: async (db) => {
      const id = await someStaff(db);
      return id === null ? null : { userid: id, action: 'autogenerate' };
    },
  },
  editarGrupo: {
    malformedExample: { id: 1, grupo_id: 'Administrador' },
    example: async (db) => {
      const id = await someStaff(db);
      if (id === null) return null;
      const grupo = await firstValue(db, `SELECT g.id AS v FROM grupos g, usuarios u WHERE u.id = ${id} AND g.id IS DISTINCT FROM u.grupo_id ORDER BY g.id DESC LIMIT 1`);
      return grupo === null ? null : { id, grupo_id: grupo };
    },
  },
  agregarSede: {
    malformedExample: { id: 1, sede_id: 'Chapinero' },
    example: async (db) => {
      const id = await someStaff(db);
      if (id === null) return null;
      const sede = await firstValue(db, `SELECT s.id AS v FROM sedes s WHERE NOT EXISTS (SELECT 1 FROM usuario_sedes us WHERE us.usuario_id = ${id} AND us.sede_id = s.id) ORDER BY s.id LIMIT 1`);
      return sede === null ? null : { id, sede_id: sede };
    },
  },
  quitarSede: {
    malformedExample: { id: 1 },
    example: async (db) => {
      const id = await someStaff(db);
      if (id === null) return null;
      // One of several, never the last (an empty list would mean every sede).
      const sede = await firstValue(db, `SELECT max(sede_id) AS v FROM usuario_sedes WHERE usuario_id = ${id} HAVING count(*) > 1`);
      return sede === null ? null : { id, sede_id: sede };
    },
  },
  invalidarTokens: {
    malformedExample: { id: 'todos' },
    example: async (db) => {
      const id = await someStaff(db);
      return id === null ? null : { id };
    },
  },
} satisfies Record<string, { malformedExample: unknown; example: EndpointExample }>;

export default defineResourceExamples(schema, { actions: USUARIO_EXAMPLES });
