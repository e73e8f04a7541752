// Closures on the server: the sedes must be among the caller's permitted ones (any sede for a caller
// without a permitted-sede list), and the creator's name and e-mail are kept with it.
import { defineServerParts } from '../../server/crud/parts';
import { authorOf } from '../../server/people/author';
import schema from './schema';

export const SEDE_NOT_PERMITTED = 'Solo puede cerrar sus sedes permitidas';

export default defineServerParts(schema, {
  hooks: {
    beforeCreate: async (tx, row, session) => {
      const sedes = Array.isArray(row.sedes) ? (row.sedes as number[]) : [];
      if (session.sedes && sedes.some((sede) => !session.sedes?.includes(sede))) return { sedes: SEDE_NOT_PERMITTED };
      const author = await authorOf(tx, session.userId);
      row.usuario = author ? `${author.nombre} · ${author.email}` : null;
      return undefined;
    },
  },
});
