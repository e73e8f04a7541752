// Banners on the server: the author is the user who creates it.
import { defineServerParts } from '../../server/crud/parts';
import schema from './schema';

export default defineServerParts(schema, {
  hooks: {
    beforeCreate: async (tx, row, session) => {
      const [user] = await tx.query<{ nombre: string }>(`SELECT concat_ws(' ', primer_nombre, primer_apellido) AS nombre FROM usuarios WHERE id = $1`, [session.userId]);
      row.usuario = user?.nombre ?? null;
      return undefined;
    },
  },
});
