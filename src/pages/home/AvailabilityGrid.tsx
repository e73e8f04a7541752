// A date's table of 'Disponibilidad Actual': one column per class type (short name), a Total column,
// one row per slot; a slot still being read shows 'cargando...'.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMemo } from 'react';
import { classTypeLabel } from '../../../core/school/classTypeLabel';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { typeColumns } from './availabilityTable';
import { SlotRow } from './SlotRow';
import type { DateAvailability } from './useDateAvailability';

export function AvailabilityGrid({ fecha, data }: { fecha: string; data: DateAvailability }) {
  const found = typeColumns(data.slots.map((s) => s.types));
  const key = found.map((c) => `${c.tipo}:${c.nombre_corto}`).join(',');
  // The same array while the same types are known (`key` is `found`'s content): a slot's answer
  // then redraws its own row only.
  const columns = useMemo(() => found, [key]);
  return (
    <ScrollRegion label={`Disponibilidad del ${fecha}`}>
      <Table size="small" aria-label={`Disponibilidad del ${fecha}`}>
        <TableHead>
          <TableRow>
            <TableCell>Hora</TableCell>
            {columns.map((c) => (
              <TableCell key={c.tipo} align="center" title={classTypeLabel(c.tipo).full}>{c.nombre_corto}</TableCell>
            ))}
            <TableCell align="center">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.slots.map((slot) => (
            <SlotRow
              key={slot.hora}
              nombre={slot.nombre}
              types={slot.types}
              loading={slot.loading}
              columns={columns}
              supply={data.supply?.find((s) => s.hora === slot.hora)}
              supplyLoading={data.supplyLoading}
            />
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
