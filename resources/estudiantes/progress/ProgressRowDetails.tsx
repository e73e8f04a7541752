// The expanded form of a progress row (after 'Ver más'): its class (date and hour, sede, room,
// teacher), who recorded the attendance and who authorised it and when, the conformity date or
// 'Pendiente', the topic's bookings, the exam's criteria and the row's observation history.
import { Box, Link, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { formatDate, formatDateTime, formatHour } from '../../../core/engine/dates';
import type { PersonName, ProgressRow } from '../../../core/school/students/progress';
import { ProgressRowBookings } from './ProgressRowBookings';
import { NO_VALUE } from './progressView';

interface Props {
  row: ProgressRow;
  onHistory: (row: ProgressRow) => void;
  onCriteria: (row: ProgressRow) => void;
}

/** 'DD/MM/YYYY h:mm am' of the class's 'YYYY-MM-DD HH:mm' block, else its date alone. */
function classDate(row: ProgressRow): string {
  if (row.clase) {
    const [fecha, hora = ''] = row.clase.fecha_bloque.split(' ');
    return `${formatDate(fecha)} ${formatHour(hora)}`.trim();
  }
  return formatDate(row.clase_fecha) || NO_VALUE;
}

/** 'name · DD/MM/YYYY h:mm:ss a', or '—' when nobody did it. */
const byAt = (person: PersonName | null, at: string | null): string =>
  person || at ? [person?.nombre, formatDateTime(at)].filter(Boolean).join(' · ') : NO_VALUE;

export function ProgressRowDetails({ row, onHistory, onCriteria }: Props) {
  const details: [string, string][] = [
    ['Fecha de la clase', classDate(row)],
    ['Sede', row.clase?.sede || NO_VALUE],
    ['Salón', row.clase?.salon || NO_VALUE],
    ['Docente', row.docente || row.clase?.profesor || NO_VALUE],
    ['Asistencia registrada por', byAt(row.asistencia_usuario, row.asistencia_fecha)],
    ['Autorizado por', byAt(row.autorizado_usuario, row.autorizado_fecha)],
    ['Fecha de conformidad', row.conformidad_fecha ? formatDateTime(row.conformidad_fecha) : 'Pendiente'],
    ['Curso', row.curso.nombre],
  ];
  return (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {details.map(([label, value]) => (
          <Fragment key={label}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>{label}</Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>{value}</Typography>
          </Fragment>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>Agendamientos</Typography>
      <ProgressRowBookings bookings={row.agendamientos} topic={row.tema.nombre} />
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        {row.examen ? (
          <Link component="button" variant="body2" onClick={() => onCriteria(row)}>Criterios del examen</Link>
        ) : null}
        <Link component="button" variant="body2" onClick={() => onHistory(row)}>Ver histórico</Link>
      </Stack>
    </>
  );
}
