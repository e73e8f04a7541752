// The declaration's record rules (core/engine/recordRules.ts) as a react-admin form validator: the
// same rules and messages as the server, 'today' on the school's clock. On edit only the rules a
// changed value touches apply (the server does the same: old rows may predate a rule). Rules over a
// related record's maximum are left to the server, which reads it in the write's transaction.
// react-admin ignores the inputs' own validators once a form has one of its own, so this one also
// runs every written field's check (validatorOf, as FieldInput does; files check themselves).
import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import { today } from '../../core/engine/clock';
import { slotsOfDate } from '../../core/school/calendar';
import { recordRuleErrors } from '../../core/engine/recordRules';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';
import { writableFields } from '../../core/engine/writableFields';
import { schoolClock } from '../shell/schoolClock';
import { validatorOf } from './validatorOf';
import { isFileField } from '../../core/engine/fields';

type FormValidator = (values: Record<string, unknown>) => Record<string, string>;

export function useRecordRules(declaration: ResourceDeclaration, mode: 'create' | 'edit'): FormValidator | undefined {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  return useMemo(() => {
    if (!declaration.rules?.length) return undefined;
    return (values: Record<string, unknown>) => {
      const changed =
        mode === 'edit' && record
          ? new Set(Object.keys(values).filter((key) => JSON.stringify(values[key] ?? null) !== JSON.stringify(record[key] ?? null)))
          : undefined;
      const errors: Record<string, string> = {};
      for (const field of writableFields(declaration, mode)) {
        if (isFileField(field)) continue;
        const message = validatorOf(field, mode, mode === 'edit' ? record?.[field.source] : undefined)(values[field.source]);
        if (message) errors[field.source] = message;
      }
      return { ...recordRuleErrors(declaration, values, { today: today(schoolClock()), classHours: slotsOfDate }, changed), ...errors };
    };
  }, [declaration, mode, record]);
}
