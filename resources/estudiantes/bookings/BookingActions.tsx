// The actions of one booking row of a student's detail (docs/domain/student-record.md 'The student's record'): those the
// user's codes hold and the booking's state allows now (offeredBookingActions, the server's own
// rule). Cancel asks for its reason (40 characters, with the live counter: the scheduler's reason
// dialog), 'Definir tema' for the topic; the others go at once.
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { ReasonDialog } from '../../../src/pages/scheduler/ReasonDialog';
import { formatDate, formatHour } from '../../../core/engine/dates';
import type { AccionEstudiante } from '../../../core/school/scheduler/bookings';
import { BOOKING_ACTIONS, offeredBookingActions } from '../../../core/school/scheduler/bookingActionRules';
import type { StudentBookingRow } from '../../../core/school/students/records';
import { SetTopicDialog } from './SetTopicDialog';
import { useBookingAction } from './useBookingAction';
import type { EstudianteRecord } from '../recordType';

interface Props {
  row: StudentBookingRow;
  holds: (code: string) => boolean;
}

export function BookingActions({ row, holds }: Props) {
  const student = useRecordContext<EstudianteRecord>();
  const run = useBookingAction(student?.id);
  const [dialog, setDialog] = useState<'cancelar' | 'set_tema' | null>(null);
  const [sending, setSending] = useState(false);
  const actions = offeredBookingActions(row, holds);
  if (actions.length === 0) return null;
  const cursoId = typeof student?.curso_actual_id === 'number' ? student.curso_actual_id : null;

  const direct = async (action: AccionEstudiante) => {
    setSending(true);
    try {
      await run(action, { agendamiento_id: row.id });
    } catch {
      // Shown as a warning by run.
    } finally {
      setSending(false);
    }
  };
  const onClick = (action: AccionEstudiante) => {
    if (action === 'cancelar' || action === 'set_tema') setDialog(action);
    else void direct(action);
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions.map((action) => (
          <Button key={action} size="small" variant="outlined" disabled={sending} onClick={() => onClick(action)}>
            {BOOKING_ACTIONS[action].label}
          </Button>
        ))}
      </Stack>
      <ReasonDialog
        request={dialog === 'cancelar'
          ? {
              title: 'Cancelar agendamiento',
              text: `Se cancelará el agendamiento del ${formatDate(row.fecha)} a las ${formatHour(row.hora)}.`,
              kind: 'cancelar_agendamiento',
              confirm: 'Cancelar agendamiento',
              run: (motivo) => run('cancelar', { agendamiento_id: row.id, motivo }),
            }
          : null}
        onClose={() => setDialog(null)}
      />
      {dialog === 'set_tema' ? (
        <SetTopicDialog
          open
          cursoId={cursoId}
          temaId={row.tema_id}
          onClose={() => setDialog(null)}
          run={(temaId) => run('set_tema', { agendamiento_id: row.id, tema_id: temaId })}
        />
      ) : null}
    </>
  );
}
