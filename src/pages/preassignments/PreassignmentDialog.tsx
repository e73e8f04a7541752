// A filled cell opened (235AE1F): the pre-assignment's teacher, room, slot, types and mode (SI/NO);
// 'Quitar' clears that slot of the teacher through preasignacion/guardar (salon_id null).
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { modeLabel } from '../../../core/school/classTypeCombinations';
import type { Preassignment } from '../../../core/school/preassignments';
import { TypeBadges } from '../../shared/classTypes/TypeBadges';
import { blockLabel, removalBody, teacherName } from './preassignmentPage';
import { errorLines, usePreassignmentWrites } from './usePreassignmentWrites';

interface Props {
  preassignment: Preassignment | null;
  onClose: () => void;
}

export function PreassignmentDialog({ preassignment, onClose }: Props) {
  const { save } = usePreassignmentWrites();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string[]>([]);
  const close = () => {
    setError([]);
    onClose();
  };
  const remove = async (p: Preassignment) => {
    setSending(true);
    setError([]);
    try {
      await save(removalBody(p));
      close();
    } catch (e) {
      setError(errorLines(e));
    } finally {
      setSending(false);
    }
  };
  const p = preassignment;
  const rows = p
    ? [
        ['Docente', teacherName(p.docente)],
        ['Salón', p.salon.nombre],
        ['Bloque', blockLabel(p.dia, p.hora)],
        ['Tipos', <TypeBadges key="tipos" tipos={p.tipos.tipos} />],
        ['Combinada', modeLabel(p.tipos.modo)],
      ]
    : [];
  return (
    <Dialog open={p !== null} onClose={sending ? undefined : close} fullWidth maxWidth="xs" aria-labelledby="preasignacion-titulo">
      <DialogTitle id="preasignacion-titulo">Preasignación</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Datos de la preasignación">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={String(label)}>
                <TableCell component="th" scope="row">{label}</TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {error.length > 0 ? <Alert severity="warning" sx={{ mt: 2 }}>{error.join(' · ')}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>Cerrar</Button>
        <Button color="error" variant="contained" disabled={sending || !p} onClick={() => p && remove(p)}>Quitar</Button>
      </DialogActions>
    </Dialog>
  );
}
