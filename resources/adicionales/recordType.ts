// A topic's file (preparation or feedback) as the API reads it: RecordOf its declaration (./schema.ts), the type its views give
// useRecordContext (test/unit/typedRecords.test.ts keeps every view in resources/ typed).
import type { RecordOf } from '../../core/engine/declaration/resource';
import type adicionales from './schema';

export type AdicionalRecord = RecordOf<typeof adicionales>;
