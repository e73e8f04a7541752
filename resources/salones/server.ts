// The rooms on the server: the allowed-types editor's handler (salon/editar_tipos).
import { firstValue } from '../../server/crud/examples';
import { defineServerParts } from '../../server/crud/parts';
import { allowedTypesHandler } from '../../server/school/allowedTypes';
import schema from './schema';

export default defineServerParts(schema, {
  actions: {
    editarTipos: allowedTypesHandler(async (db) => {
      const id = await firstValue(db, 'SELECT id AS v FROM salones ORDER BY id DESC LIMIT 1');
      return id === null ? null : { id, tipos_permitidos: ['lab'] };
    }),
  },
});
