// Topics on the server: a topic added to a course (one or in bulk) gets a progress row for each
// student enrolled in that course (docs/domain/progress.md 'Progress and grades').
import { defineServerParts } from '../../server/crud/parts';
import { addTopicsToEnrolled } from '../../server/progress/sync';
import schema from './schema';

export default defineServerParts(schema, {
  hooks: {
    afterInsert: (tx, _rows, ids) => addTopicsToEnrolled(tx, ids),
  },
});
