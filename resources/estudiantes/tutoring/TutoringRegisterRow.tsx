// One session of the tutoring register ('Registro de tutorías'): compact (ID, CLASE, ESTADO, actions)
// and, after 'Ver más', its room, sede, tutor, topic, course and cancellation reason with
// 'Ver histórico'.
import { Box, Button, Link, TableCell, TableRow, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import { formatDate, formatHour } from '../../../core/engine/dates';
import { tutoringStateLabel } from '../../../core/school/scheduler/studentLabels';
import { isCancellableTutoring, type TutoringRegisterRow as Row } from '../../../core/school/students/tutoringRegister';

interface Props {
  row: Row;
  mayCancel: boolean;
  onCancel: (row: Row) => void;
  onHistory: (id: number) => void;
}

/** 'DD/MM/YYYY h:mm a' from the session's 'YYYY-MM-DD HH:mm' block. */
export const blockText = (fechaBloque: string) => {
  const [fecha, hora] = fechaBloque.split(' ');
  return `${formatDate(fecha)} ${formatHour(hora)}`;
};

export function TutoringRegisterRow({ row, mayCancel, onCancel, onHistory }: Props) {
  const [expanded, setExpanded] = useState(false);
  const details: [string, string][] = [
    ['Salón', row.clase.salon], ['Sede', row.clase.sede], ['Tutor', row.clase.tutor],
    ['Tema', row.tema ?? 'Sin tema'], ['Curso', row.curso ?? ''], ...(row.motivo_cancelacion ? [['Motivo de cancelación', row.motivo_cancelacion] as [string, string]] : []),
  ];
  return (
    <Fragment>
      <TableRow>
        <TableCell>{row.id}</TableCell>
        <TableCell>Tutoría · {blockText(row.clase.fecha_bloque)}</TableCell>
        <TableCell>{tutoringStateLabel(row.estado)}</TableCell>
        <TableCell>
          <Button size="small" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>{expanded ? 'Ver menos' : 'Ver más'}</Button>
          {mayCancel && isCancellableTutoring(row.estado) ? (
            <Button size="small" color="error" onClick={() => onCancel(row)}>Cancelar</Button>
          ) : null}
        </TableCell>
      </TableRow>
      {expanded ? (
        <TableRow>
          <TableCell colSpan={4}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
              {details.map(([label, value]) => (
                <Fragment key={label}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>{label}</Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>{value}</Typography>
                </Fragment>
              ))}
            </Box>
            <Link component="button" variant="body2" onClick={() => onHistory(row.id)} sx={{ mt: 1 }}>Ver histórico</Link>
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}
