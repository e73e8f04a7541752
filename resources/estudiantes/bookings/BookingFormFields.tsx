// The booking form's choices: topic, day (DD/MM/YYYY) and that day's hours (h:mm a), then 'Agendar'
// (agendamiento/agendar). A booking re-reads the student's bookings, topics and free slots; a
// refusal is the server's Spanish reason, shown as a warning.
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Identifier, useDataProvider } from 'react-admin';
import { feedback } from '../../../dataProvider/feedback';
import type { AppDataProvider } from '../../../dataProvider/types';
import { formatDate, formatHour } from '../../../core/engine/dates';
import { bookingSuccessMessage } from '../../../core/school/scheduler/bookingForm';
import { BOOKING_FORM_PATHS, type BookingDay, type BookingResult, type BookingTopic, RECORD_PATHS } from '../../../core/school/students/records';

export interface BookingOutcome {
  severity: 'success' | 'warning';
  text: string;
}

interface Props {
  studentId: Identifier;
  topics: readonly BookingTopic[];
  days: readonly BookingDay[];
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
  const hours = days.find((day) => day.dia === dia)?.horas ?? [];

  const choose = (set: (value: string) => void) => (value: string) => {
    set(value);
    onOutcome(null);
  };
  const book = async () => {
    setSending(true);
    try {
      // Under the 'Procesando...' overlay; the answer (either way) is said below, not as a toast.
      const result = await feedback.track(dataProvider.read<BookingResult>(BOOKING_FORM_PATHS.agendar, { tema_id: Number(tema), hora, dia, id: studentId }));
      onOutcome({ severity: 'success', text: bookingSuccessMessage(result.fecha, result.hora) });
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
        sx={{ minWidth: 160 }}
      >
        {days.map((day) => (
          <MenuItem key={day.dia} value={day.dia}>{formatDate(day.dia)}</MenuItem>
        ))}
      </TextField>
      <TextField select label="Hora" value={hora} onChange={(e) => choose(setHora)(e.target.value)} disabled={sending || dia === ''} sx={{ minWidth: 130 }}>
        {hours.map((h) => (
          <MenuItem key={h} value={h}>{formatHour(h)}</MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={book} disabled={sending || tema === '' || dia === '' || hora === ''}>
        Agendar
      </Button>
    </Box>
  );
}
