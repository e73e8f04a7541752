// Reason presets on the server: a text shorter than its action's minimum (REASON_MINIMUMS) is refused
// on create, on a bulk line and on edit (the action is fixed once created, so an edit sends the text
// alone: checked on the record as the edit leaves it).
import type { Errors } from '../../core/engine/validation';
import { presetTextProblem } from '../../core/school/reasons';
import { defineServerParts } from '../../server/crud/parts';
import schema from './schema';

const textErrors = (record: Readonly<Record<string, unknown>>): Errors | undefined => {
  const problem = presetTextProblem(record.accion, record.texto);
  return problem ? { texto: problem } : undefined;
};

export default defineServerParts(schema, {
  hooks: {
    rowErrors: async (_db, rows) => {
      const errors = new Map<number, Errors>();
      rows.forEach((row, index) => {
        const refused = textErrors(row);
        if (refused) errors.set(index, refused);
      });
      return errors;
    },
    editErrors: async (_tx, record) => textErrors(record),
  },
});
