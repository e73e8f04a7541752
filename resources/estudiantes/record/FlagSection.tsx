// A yes/no attribute of the student (Sábados, Versant, Clase cero, Notificaciones por correo): a
// switch, saved through the attribute's own action once it differs from the stored value.
import { FormControlLabel, Switch } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { editarClase0, editarNotificaciones, editarSabados, editarVersant } from '../../../core/school/students/attributeActions';
import { AttributeValueSection, type ValueInputProps } from '../../../src/shared/students/AttributeValueSection';

export type StudentFlag = 'sabados' | 'versant' | 'requiere_clase_0' | 'enviar_notificaciones';

export interface FlagSectionProps {
  flag: StudentFlag;
  title: string;
}

export function FlagSection({ flag, title }: FlagSectionProps) {
  const common = {
    title,
    saveLabel: `Guardar ${title.toLowerCase()}`,
    read: (record: RaRecord) => record[flag] === true,
    input: ({ value, onChange, disabled }: ValueInputProps<boolean>) => (
      <FormControlLabel
        control={<Switch checked={value} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />}
        label={`${title}: ${value ? 'Sí' : 'No'}`}
      />
    ),
  };
  // One action per attribute, each body keyed by its own column.
  switch (flag) {
    case 'sabados':
      return <AttributeValueSection {...common} action={editarSabados} body={(sabados, base) => ({ ...base, sabados })} />;
    case 'versant':
      return <AttributeValueSection {...common} action={editarVersant} body={(versant, base) => ({ ...base, versant })} />;
    case 'requiere_clase_0':
      return <AttributeValueSection {...common} action={editarClase0} body={(requiere_clase_0, base) => ({ ...base, requiere_clase_0 })} />;
    case 'enviar_notificaciones':
      return <AttributeValueSection {...common} action={editarNotificaciones} body={(enviar_notificaciones, base) => ({ ...base, enviar_notificaciones })} />;
  }
}
