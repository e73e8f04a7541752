// 'Agendar clase' on a student's detail (5B4F11C4; docs/domain/student-record.md 'The student's record'): closed at first
// like the record's sections; on first opening it reads the topics still to book
// (estudiante/parcelador) and the free slots with their facts (estudiante/ver_horarios), then offers
// topic, day and hour (./BookingFormFields.tsx) and confirms a booking with what was booked.
import { Alert, AlertTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { useHasPermission } from '../../../src/resource-views/useHasPermission';
import { P } from '../../../core/engine/permissions';
import { BookingFormFields, type BookingOutcome } from './BookingFormFields';
import type { OfferedDay } from './bookingFacts';
import { BOOKING_FORM_PATHS, type BookingTopic } from '../../../core/school/students/records';
import { SectionAccordion, SectionContent, useSectionOpening } from '../../../src/shared/students/SectionAccordion';
import type { EstudianteRecord } from '../recordType';

export function BookingForm() {
  const record = useRecordContext<EstudianteRecord>();
  const allowed = useHasPermission(P.programador.createAgendamiento);
  const dataProvider = useDataProvider<AppDataProvider>();
  const { opened, expanded, toggle } = useSectionOpening();
  // Kept here: booking the last topic empties the form, not the message saying it was booked.
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  const id = record?.id;
  const enabled = allowed === true && opened && id !== undefined;
  // The keys the record's sections use (RecordSection.tsx): a booking re-reads them by the same names.
  const topics = useQuery({
    queryKey: ['estudiante', BOOKING_FORM_PATHS.temas, id],
    queryFn: () => dataProvider.read<BookingTopic[]>(BOOKING_FORM_PATHS.temas, { estudiante_id: id }),
    enabled,
    retry: false,
  });
  const days = useQuery({
    queryKey: ['estudiante', BOOKING_FORM_PATHS.horarios, id],
    queryFn: () => dataProvider.read<OfferedDay[]>(BOOKING_FORM_PATHS.horarios, { id }),
    enabled,
    retry: false,
  });
  if (!allowed || id === undefined) return null;
  const error = topics.error ?? days.error;
  return (
    <SectionAccordion title="Agendar clase" expanded={expanded} onToggle={toggle}>
      {outcome ? (
        // A booking's confirmation names it (topic, weekday and day, hour, room and teacher) until the next choice.
        <Alert severity={outcome.severity} sx={{ mb: 2 }}>
          {outcome.title ? <AlertTitle>{outcome.title}</AlertTitle> : null}
          {outcome.text}
          {outcome.detail ? <Typography variant="body2" sx={{ mt: 0.5 }}>{outcome.detail}</Typography> : null}
        </Alert>
      ) : null}
      <SectionContent
        error={error}
        pending={!topics.data || !days.data}
        empty={topics.data?.length === 0 || days.data?.length === 0}
      >
        {topics.data && days.data ? <BookingFormFields studentId={id} topics={topics.data} days={days.data} onOutcome={setOutcome} /> : null}
      </SectionContent>
    </SectionAccordion>
  );
}
