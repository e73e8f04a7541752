// Per class type of the slot, its availability badge (danger without capacity, warning
// over it, success full, info with seats left) and the seats left, from estado/disponibilidad_full.
// In words ('Navigator 1: 2 libres', not 'N1 2': issue 43 point 10, core/school/labels.ts), the
// counts behind it in the tooltip and the chip's accessible name; the legend says what each colour means.
import { Chip, Stack, Tooltip } from '@mui/material';
import { classTypeLabel } from '../../../core/school/classTypeLabel';
import { availabilityChipLabel } from '../../../core/school/labels';
import type { TypeAvailability } from './useSlotData';

const COLORS = { danger: 'error', warning: 'warning', success: 'success', info: 'info' } as const;

export function AvailabilityBadges({ types }: { types: TypeAvailability[] | undefined }) {
  if (!types) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" aria-label="Disponibilidad por tipo de clase" sx={{ mb: 2 }}>
      {types.map((t) => {
        const detail = `${classTypeLabel(t.tipo).full}: ${t.disponibles} cupos libres · ${t.ocupacion_salones_ocupados} agendados en clase · ${t.ocupacion_sin_asignar} pendientes`;
        return (
          <Tooltip key={t.tipo} title={detail}>
            <Chip size="small" color={COLORS[t.insignia]} label={availabilityChipLabel(t.tipo, t.disponibles, t.insignia)} data-insignia={t.insignia} />
          </Tooltip>
        );
      })}
    </Stack>
  );
}
