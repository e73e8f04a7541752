// Exams on the server: each criterion's code is derived from its name (lower case, spaces as
// underscores), whatever was sent.
import { criterionCode } from '../../core/school/examCriteria';
import { defineServerParts } from '../../server/crud/parts';
import schema from './schema';

export default defineServerParts(schema, {
  hooks: {
    beforeWrite: async (_tx, rows) => {
      for (const row of rows) {
        if (!Array.isArray(row.criterios)) continue;
        row.criterios = row.criterios.map((item) => ({ ...item, codigo: criterionCode(String(item.nombre ?? '')) }));
      }
    },
  },
});
