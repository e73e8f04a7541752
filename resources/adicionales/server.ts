// A topic's files on the server: a feedback item needs its grade range, a preparation file has none
// and is the topic's only one (also a partial unique index, migration 023).
import { MESSAGES } from '../../core/engine/validation';
import { defineServerParts } from '../../server/crud/parts';
import schema, { ADICIONAL_MESSAGES } from './schema';

export default defineServerParts(schema, {
  hooks: {
    beforeCreate: async (tx, row) => {
      if (row.tipo === 'feedback') {
        const missing = (['rango_inicial', 'rango_final'] as const).filter((field) => row[field] == null);
        return missing.length > 0 ? Object.fromEntries(missing.map((field) => [field, MESSAGES.required])) : undefined;
      }
      row.rango_inicial = null;
      row.rango_final = null;
      const [existing] = await tx.query('SELECT 1 FROM tema_adicionales WHERE tema_id = $1 AND tipo = $2', [row.tema_id as number, 'preparacion']);
      return existing ? { tipo: ADICIONAL_MESSAGES.preparationExists } : undefined;
    },
  },
});
