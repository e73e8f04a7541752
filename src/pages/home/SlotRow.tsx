// One slot's row of a date's availability table. Memoised on its own figures: the ten slots answer
// one by one, and each answer redrew every cell of the table (~150 MUI cells).
import { TableCell, TableRow } from '@mui/material';
import { memo } from 'react';
import { type SlotSupply, slotTotal, type TypeAvailability, type TypeColumn, typeCell, UNKNOWN_CELL } from './availabilityTable';
import { AvailabilityCell } from './AvailabilityCell';

interface Props {
  nombre: string;
  /** undefined while loading or after a failure. */
  types: readonly TypeAvailability[] | undefined;
  loading: boolean;
  columns: readonly TypeColumn[];
  supply: SlotSupply | undefined;
  supplyLoading: boolean;
}

export const SlotRow = memo(function SlotRow({ nombre, types, loading, columns, supply, supplyLoading }: Props) {
  const total = supply ? slotTotal(supply) : UNKNOWN_CELL;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{nombre}</TableCell>
      {loading ? (
        <TableCell colSpan={Math.max(columns.length, 1)} sx={{ color: 'text.secondary' }}>cargando...</TableCell>
      ) : (
        columns.map((c) => {
          const cell = typeCell(types?.find((t) => t.tipo === c.tipo));
          return <AvailabilityCell key={c.tipo} cell={cell} label={`${c.nombre_corto} ${nombre}: disponibles/capacidad ${cell.text}`} />;
        })
      )}
      {supply === undefined && supplyLoading ? (
        <TableCell align="center" sx={{ color: 'text.secondary' }}>cargando...</TableCell>
      ) : (
        <AvailabilityCell cell={total} bold label={`Total ${nombre}: ocupación/capacidad ${total.text}`} />
      )}
    </TableRow>
  );
});
