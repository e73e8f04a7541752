// 'Sede' (user/cambiar_sede, F775D80 or 4610DB00): moves the student to another of the user's
// sedes; 'Sede cambiada' on success, the server's answer as a warning on failure
// (docs/domain/student-record.md 'The student's record').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { useLookupOptions } from '../../../src/resource-views/useFieldOptions';
import { feedback } from '../../../src/shell/feedback';
import { usePermissionCodes } from '../../../src/shell/usePermissionCodes';
import { CHANGE_SEDE_CODES } from '../../../core/school/globalManagement';
import { sameAttributeValue } from '../../../core/school/students/attributeRules';
import { AttributeSection } from '../../../src/shared/students/AttributeSection';
import { OptionSelect } from '../../../src/shared/students/OptionSelect';
import schema from '../schema';
import type { EstudianteRecord } from '../recordType';

export function SedeSection() {
  const record = useRecordContext<EstudianteRecord>();
  const sedes = useLookupOptions('sedes') ?? [];
  const { codes } = usePermissionCodes();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const change = useMutation({ mutationFn: (body: { id: number | string; sede_id: number }) => dataProvider.call('user/cambiar_sede', body) });
  if (!record) return null;
  const stored = record.sede_id === null || record.sede_id === undefined ? '' : String(record.sede_id);
  const value = draft ?? stored;
  const editable = CHANGE_SEDE_CODES.some((code) => codes.includes(code));
  const save = async () => {
    try {
      await change.mutateAsync({ id: record.id, sede_id: Number(value) });
      await queryClient.invalidateQueries({ queryKey: [schema.name] });
      setDraft(null);
      return true;
    } catch (error) {
      feedback.warn(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
  return (
    <AttributeSection
      title="Sede"
      saveLabel="Guardar sede"
      editable={editable}
      needs={CHANGE_SEDE_CODES}
      changed={draft !== null && !sameAttributeValue(stored, draft)}
      ready={value !== ''}
      busy={change.isPending}
      onSave={save}
    >
      <OptionSelect label="Cambiar a" value={value} options={sedes} emptyLabel="Sin sede" disabled={!editable || change.isPending} onChange={setDraft} />
    </AttributeSection>
  );
}
