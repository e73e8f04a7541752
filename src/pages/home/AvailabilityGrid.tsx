// A date's table of 'Disponibilidad Actual': one column per class type (short name), a Total column,
// one row per slot; a slot still being read shows 'cargando...'.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { classTypeLabel } from '../../../resources/classTypeLabel';
import { ScrollRegion } from '../../shared/ScrollRegion';
import { slotTotal, typeCell, typeColumns, UNKNOWN_CELL } from './availabilityTable';
import { AvailabilityCell } from './AvailabilityCell';
import type { DateAvailability } from './useDateAvailability';

export function AvailabilityGrid({ fecha, data }: { fecha: string; data: DateAvailability }) {
  const columns = typeColumns(data.slots.map((s) => s.types));
  const supplyOf = (hora: string) => data.supply?.find((s) => s.hora === hora);
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
          {data.slots.map((slot) => {
            const supply = supplyOf(slot.hora);
            const total = supply ? slotTotal(supply) : UNKNOWN_CELL;
            return (
              <TableRow key={slot.hora}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{slot.nombre}</TableCell>
                {slot.loading ? (
                  <TableCell colSpan={Math.max(columns.length, 1)} sx={{ color: 'text.secondary' }}>cargando...</TableCell>
                ) : (
                  columns.map((c) => {
                    const cell = typeCell(slot.types?.find((t) => t.tipo === c.tipo));
                    return <AvailabilityCell key={c.tipo} cell={cell} label={`${c.nombre_corto} ${slot.nombre}: disponibles/capacidad ${cell.text}`} />;
                  })
                )}
                {supply === undefined && data.supplyLoading ? (
                  <TableCell align="center" sx={{ color: 'text.secondary' }}>cargando...</TableCell>
                ) : (
                  <AvailabilityCell cell={total} bold label={`Total ${slot.nombre}: ocupación/capacidad ${total.text}`} />
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
