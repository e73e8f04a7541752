// The reason presets' test fixture (endpoint matrix, audit walk, API document): a generated example's
// text is shorter than every action's minimum (REASON_MINIMUMS), so it is given one that meets them all.
import { defineResourceExamples } from '../../server/crud/parts.examples';
import schema from './schema';

const TEXT = 'El estudiante solicitó el cambio por motivos personales de trabajo.';

export default defineResourceExamples(schema, {
  record: async (_db, _mode, record) => ('texto' in record ? { ...record, texto: TEXT } : record),
});
