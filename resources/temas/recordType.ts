// A topic as the API reads it: RecordOf its declaration (./schema.ts), the type its views give
// useRecordContext (test/unit/typedRecords.test.ts keeps every view in resources/ typed).
import type { RecordOf } from '../../core/engine/declaration/resource';
import type temas from './schema';

export type TemaRecord = RecordOf<typeof temas>;
