// 'Nivel activo' (estudiante/activar_nivel, C448968B / C0F0653E): one of the student's available
// levels (any level while none is listed, as the server decides); a course of another level is cleared.
import { useRecordContext } from 'react-admin';
import { useLookupOptions } from '../../../src/resource-views/useFieldOptions';
import { activarNivel } from '../../../core/school/students/attributeActions';
import { AttributeValueSection } from '../../../src/shared/students/AttributeValueSection';
import { OptionSelect } from '../../../src/shared/students/OptionSelect';
import type { EstudianteRecord } from '../recordType';

const idOf = (value: unknown): string => (typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : '');

export function CurrentLevelSection() {
  const record = useRecordContext<EstudianteRecord>();
  const available = Array.isArray(record?.niveles) ? record.niveles.map(Number) : [];
  const levels = (useLookupOptions('niveles') ?? []).filter((level) => available.length === 0 || available.includes(Number(level.id)));
  return (
    <AttributeValueSection
      action={activarNivel}
      title="Nivel activo"
      saveLabel="Activar nivel"
      read={(stored) => idOf(stored.nivel_id)}
      body={(nivel, base) => ({ ...base, nivel_id: Number(nivel) })}
      ready={(nivel) => nivel !== ''}
      input={({ value, onChange, disabled }) => (
        <OptionSelect label="Nivel" value={value} options={levels} emptyLabel="Sin nivel activo" disabled={disabled} onChange={onChange} />
      )}
    />
  );
}
