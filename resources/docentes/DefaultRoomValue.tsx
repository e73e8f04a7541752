// The default room on the teacher's detail: its name, 'NO TIENE SALÓN ASIGNADO' or 'NO SE ENCUENTRA EL SALÓN'.
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useLookupOptions } from '../../src/resource-views/useFieldOptions';
import { defaultRoomLabel } from './defaultRoom';
import type { DocenteRecord } from './recordType';

export function DefaultRoomValue() {
  const record = useRecordContext<DocenteRecord>();
  const salones = useLookupOptions('salones');
  if (!record || !salones) return null;
  return <Typography variant="body2">{defaultRoomLabel((record.salon_predeterminado as number | null | undefined) ?? null, salones)}</Typography>;
}
