// Per class type of the slot, its availability badge (danger without capacity, warning
// over it, success full, info with seats left) and the seats left, from estado/disponibilidad_full.
import { Chip, Stack, Tooltip } from '@mui/material';
import { classTypeLabel } from '../../../core/school/classTypeLabel';
import type { TypeAvailability } from './useSlotData';

const COLORS = { danger: 'error', warning: 'warning', success: 'success', info: 'info' } as const;

export function AvailabilityBadges({ types }: { types: TypeAvailability[] | undefined }) {
  if (!types) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" aria-label="Disponibilidad por tipo de clase" sx={{ mb: 2 }}>
      {types.map((t) => (
        <Tooltip
          key={t.tipo}
          title={`${classTypeLabel(t.tipo).full}: ${t.disponibles} cupos libres · ${t.ocupacion_salones_ocupados} agendados en clase · ${t.ocupacion_sin_asignar} pendientes`}
        >
          <Chip size="small" color={COLORS[t.insignia]} label={`${t.nombre_corto} ${t.disponibles}`} data-insignia={t.insignia} />
        </Tooltip>
      ))}
    </Stack>
  );
}
