// 'Vigencia': the date until which the student may book (estudiante/editar_vigencia, 1904624A / 20BAD775).
import { TextField } from '@mui/material';
import { editarVigencia } from '../../../core/school/students/attributeActions';
import { AttributeValueSection } from '../../../src/shared/students/AttributeValueSection';

const dateOf = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 10) : '');

export function ValiditySection() {
  return (
    <AttributeValueSection
      action={editarVigencia}
      title="Vigencia"
      saveLabel="Guardar vigencia"
      read={(record) => dateOf(record.vigencia)}
      body={(vigencia, base) => ({ ...base, vigencia })}
      ready={(vigencia) => vigencia !== ''}
      input={({ value, onChange, disabled }) => (
        <TextField
          type="date"
          size="small"
          label="Fecha de vigencia"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
