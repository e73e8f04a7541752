// Closures on the server: the sedes must be among the caller's permitted ones (doc 2 §5: 'branches
// limited to the user's allowed branches'), and the creator's name and e-mail are kept with it.
import { defineServerParts } from '../../server/crud/parts';
import schema from './schema';

export const SEDE_NOT_PERMITTED = 'Solo puede cerrar sus sedes permitidas';

export default defineServerParts(schema, {
  hooks: {
    beforeCreate: async (tx, row, session) => {
      const sedes = Array.isArray(row.sedes) ? (row.sedes as number[]) : [];
      if (session.sedes && sedes.some((sede) => !session.sedes?.includes(sede))) return { sedes: SEDE_NOT_PERMITTED };
      const [user] = await tx.query<{ nombre: string }>(
        `SELECT concat_ws(' ', primer_nombre, primer_apellido) || ' · ' || email AS nombre FROM usuarios WHERE id = $1`,
        [session.userId],
      );
      row.usuario = user?.nombre ?? null;
      return undefined;
    },
  },
});
