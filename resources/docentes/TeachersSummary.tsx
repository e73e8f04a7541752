// The teachers summary under #/docentes (98BEF7FF; docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): a
// Monday–Saturday × 10-slot filter grid with row and day toggles and 'Aplicar Filtro' (teachers
// available at every selected slot), the count of active teachers, per teacher the allowed-type
// badges and pre-assigned/available blocks with percent, and the general configuration index; then
// the type legend.
import { Box, Button, Stack, Table, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ListTableBodyRoot } from '../../src/resource-views/listTableStyles';
import { useMemo, useState } from 'react';
import { availableAtAll, configurationIndex, percent } from '../../core/school/availability';
import { classGridRows } from '../../core/school/weekGrid';
import { TypeBadges } from '../../src/shared/classTypes/TypeBadges';
import { TypeLegend } from '../../src/shared/classTypes/TypeLegend';
import { useClassTypes } from '../../src/shared/classTypes/useClassTypes';
import { SlotPicker } from '../../src/shared/week/SlotPicker';
import { useTeacherSummary } from '../../src/shared/summaries/useTeacherSummary';

const ROWS = classGridRows();

export function TeachersSummary() {
  const { data, isError } = useTeacherSummary();
  // The badges' class types are read beside the summary, not after it has drawn (one wait, not two in a row).
  useClassTypes();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [applied, setApplied] = useState<string[]>([]);
  const docentes = useMemo(() => (data?.docentes ? availableAtAll(data.docentes, applied) : []), [data, applied]);
  if (isError) return <Typography variant="body2">No fue posible cargar el resumen; use 'Actualizar'.</Typography>;
  if (!data?.docentes) return <Typography variant="body2">cargando...</Typography>;
  const toggle = (keys: string[], on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      for (const key of keys) if (on) next.add(key); else next.delete(key);
      return next;
    });
  // Its tables scroll sideways inside the summary on a phone, never the page.
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <SlotPicker rows={ROWS} selected={picked} onToggle={toggle} label="Filtro de disponibilidad" />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 1 }}>
        <Button variant="contained" size="small" onClick={() => setApplied([...picked])}>Aplicar Filtro</Button>
        <Typography variant="body2">Docentes activos: <strong>{data.total}</strong></Typography>
        {applied.length > 0 ? <Typography variant="body2">Disponibles en los bloques elegidos: <strong>{docentes.length}</strong></Typography> : null}
        <Typography variant="body2">Índice general de configuración: <strong>{configurationIndex(data.docentes)} %</strong></Typography>
      </Stack>
      <Table size="small" aria-label="Resumen de docentes">
        <TableHead>
          <TableRow>
            <TableCell>Docente</TableCell>
            <TableCell>Tipos permitidos</TableCell>
            <TableCell>Preasignados / Disponibles</TableCell>
            <TableCell>%</TableCell>
          </TableRow>
        </TableHead>
        {/* Plain rows styled by the body: one styled component per cell made the page slow. */}
        <ListTableBodyRoot>
          {docentes.map((docente) => (
            <tr key={docente.id}>
              <td>{`${docente.primer_nombre} ${docente.primer_apellido}`}</td>
              <td><TypeBadges tipos={docente.tipos_permitidos} /></td>
              <td>{`${docente.preasignados} / ${docente.disponibles}`}</td>
              <td>{`${percent(docente.preasignados, docente.disponibles)} %`}</td>
            </tr>
          ))}
          {docentes.length === 0 ? (
            <tr><td colSpan={4}>No hay docentes disponibles en esos bloques</td></tr>
          ) : null}
        </ListTableBodyRoot>
      </Table>
      <TypeLegend />
    </Box>
  );
}
