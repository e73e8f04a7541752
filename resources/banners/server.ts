// Banners on the server: the author is the user who creates it.
import { defineServerParts } from '../../server/crud/parts';
import { authorOf } from '../../server/people/author';
import schema from './schema';

export default defineServerParts(schema, {
  hooks: {
    beforeCreate: async (tx, row, session) => {
      row.usuario = (await authorOf(tx, session.userId))?.nombre ?? null;
      return undefined;
    },
  },
});
