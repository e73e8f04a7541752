// The active presets of one action (resources/motivos), read from the motivos/opciones list any
// logged-in user may read (cached with the other option lists).
import type { ReasonKind } from '../../../core/school/scheduler/bookings';
import { presetsOf, type ReasonPreset } from '../../../core/school/reasons';
import type { LookupOption } from '../../../dataProvider/types';
import { useLookupOptions } from '../../resource-views/useFieldOptions';

const asPreset = (row: LookupOption): ReasonPreset => ({
  id: row.id,
  accion: String(row.accion ?? ''),
  texto: typeof row.texto === 'string' ? row.texto : row.name,
  activo: row.activo !== false,
});

export function useReasonPresets(kind: ReasonKind): ReasonPreset[] {
  const rows = useLookupOptions('motivos');
  return presetsOf(kind, rows?.map(asPreset));
}
