// The booking form's choices: topic, day (with its weekday: 'lunes 30 de noviembre') and that day's
// hours, each with its seats, room and teacher (./bookingFacts.ts; a full hour 'Sin cupos', not
// choosable), then 'Agendar' (agendamiento/agendar). A booking says what was booked ('Clase agendada':
// topic, day, hour, room and teacher) and re-reads the student's bookings, topics and free slots; a
// refusal is the server's Spanish reason, shown as a warning.
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { type Identifier, useDataProvider } from 'react-admin';
import { feedback } from '../../../dataProvider/feedback';
import type { AppDataProvider } from '../../../dataProvider/types';
import { BOOKING_FORM_PATHS, type BookingResult, type BookingTopic, RECORD_PATHS } from '../../../core/school/students/records';
import { bookingConfirmation, dayLabel, hourChoices, type OfferedDay } from './bookingFacts';

export interface BookingOutcome {
  severity: 'success' | 'warning';
  /** A booking's: 'Clase agendada'. */
  title?: string;
  text: string;
  detail?: string;
}

interface Props {
  studentId: Identifier;
  topics: readonly BookingTopic[];
  days: readonly OfferedDay[];
  onOutcome: (outcome: BookingOutcome | null) => void;
}

/** What a booking changes on the page: the bookings section, the topics left and the free slots. */
const REREAD = [RECORD_PATHS.agendamientos, BOOKING_FORM_PATHS.temas, BOOKING_FORM_PATHS.horarios];

export function BookingFormFields({ studentId, topics, days, onOutcome }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [tema, setTema] = useState('');
  const [dia, setDia] = useState('');
  const [hora, setHora] = useState('');
  const [sending, setSending] = useState(false);
  const chosenDay = days.find((day) => day.dia === dia);
  const hours = hourChoices(chosenDay);

  const choose = (set: (value: string) => void) => (value: string) => {
    set(value);
    onOutcome(null);
  };
  const book = async () => {
    setSending(true);
    try {
      // Under the 'Procesando...' overlay; the answer (either way) is said below, not as a toast.
      const result = await feedback.track(dataProvider.read<BookingResult>(BOOKING_FORM_PATHS.agendar, { tema_id: Number(tema), hora, dia, id: studentId }));
      const topic = topics.find((t) => String(t.id) === tema)?.nombre ?? '';
      const confirmation = bookingConfirmation(topic, result.fecha, chosenDay?.detalle?.find((h) => h.hora === result.hora), result.hora);
      onOutcome({ severity: 'success', ...confirmation });
      feedback.success(confirmation.text, confirmation.title);
      setTema('');
      setDia('');
      setHora('');
      await Promise.all(REREAD.map((path) => queryClient.invalidateQueries({ queryKey: ['estudiante', path, studentId] })));
    } catch (error) {
      onOutcome({ severity: 'warning', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField select label="Tema" value={tema} onChange={(e) => choose(setTema)(e.target.value)} disabled={sending} sx={{ minWidth: 280 }}>
        {topics.map((topic) => (
          <MenuItem key={topic.id} value={String(topic.id)}>{topic.nombre}</MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Día"
        value={dia}
        onChange={(e) => {
          choose(setDia)(e.target.value);
          setHora('');
        }}
        disabled={sending}
        sx={{ minWidth: 220 }}
      >
        {days.map((day) => (
          <MenuItem key={day.dia} value={day.dia}>{dayLabel(day.dia)}</MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Hora"
        value={hora}
        onChange={(e) => choose(setHora)(e.target.value)}
        disabled={sending || dia === ''}
        sx={{ minWidth: 130, maxWidth: '100%' }}
        slotProps={{ select: { renderValue: (value) => hours.find((h) => h.hora === value)?.title ?? '', MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } } } }}
      >
        {hours.map((h) => (
          <MenuItem key={h.hora} value={h.hora} disabled={h.full} sx={{ display: 'block', whiteSpace: 'normal' }}>
            {h.title}
            {h.lines.map((line) => (
              // The space keeps the lines apart in the option's accessible name.
              <Fragment key={line}>
                {' '}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', pl: 2 }}>{line}</Typography>
              </Fragment>
            ))}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={book} disabled={sending || tema === '' || dia === '' || hora === ''}>
        Agendar
      </Button>
    </Box>
  );
}
