// The actions of one progress row (each with its own code): those the state machine allows now and the
// caller's codes hold, none once the level advanced (offeredRowActions). Firmar and Anular ask for
// a reason of 40 with its live counter, Registrar asistencia for an observation, Editar nota for the
// grade; Bloquear and Desbloquear go at once. The answer or refusal shows beside the row for 3 s.
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { ReasonDialog } from '../../../src/pages/scheduler/ReasonDialog';
import type { ProgressRow } from '../../../core/school/students/progress';
import { AttendanceDialog } from './AttendanceDialog';
import { GradeEditDialog } from './GradeEditDialog';
import { offeredRowActions, ROW_ACTIONS, type RowAction } from './progressView';
import { useRowWrite } from './useRowWrite';

interface Props {
  row: ProgressRow;
  holds: (code: string) => boolean;
  readOnly: boolean;
  onChanged: () => void;
}

export function ProgressRowActions({ row, holds, readOnly, onChanged }: Props) {
  const { run, message, sending } = useRowWrite(onChanged);
  const [dialog, setDialog] = useState<RowAction | null>(null);
  const actions = offeredRowActions(row, holds, readOnly);
  const send = (action: RowAction, body: Record<string, unknown>) => run(ROW_ACTIONS[action].path, { progreso_id: row.id, ...body });

  const onClick = (action: RowAction) => {
    if (action === 'bloquear' || action === 'desbloquear') void send(action, {}).catch(() => undefined); // shown beside the row
    else setDialog(action);
  };
  const close = () => setDialog(null);
  const reasonFor = (action: 'firmar' | 'anular') =>
    dialog === action
      ? {
          title: action === 'firmar' ? 'Firmar registro' : 'Anular firma',
          text: `${action === 'firmar' ? 'Se firmará' : 'Se anulará la firma de'} «${row.tema.nombre}».`,
          kind: action === 'firmar' ? ('firmar_progreso' as const) : ('anular_progreso' as const),
          confirm: action === 'firmar' ? 'Firmar' : 'Anular firma',
          run: (motivo: string) => send(action, { motivo }),
        }
      : null;

  return (
    <>
      {actions.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button key={action} size="small" variant="outlined" disabled={sending} onClick={() => onClick(action)}>
              {ROW_ACTIONS[action].label}
            </Button>
          ))}
        </Stack>
      ) : null}
      {message ? (
        <Alert severity={message.severity} sx={{ mt: 0.5, py: 0 }}>{message.text}</Alert>
      ) : null}
      {/* Mounted only while asked for: forty rows would otherwise each draw a closed dialog. */}
      {dialog === 'firmar' || dialog === 'anular' ? <ReasonDialog request={reasonFor(dialog)} onClose={close} /> : null}
      {dialog === 'editar_asistencia' ? (
        <AttendanceDialog open topic={row.tema.nombre} onClose={close} run={(observacion) => send('editar_asistencia', { observacion, asistencia: 1 })} />
      ) : null}
      {dialog === 'editar_nota' && row.rango_nota !== null ? (
        <GradeEditDialog open topic={row.tema.nombre} current={row.nota} rango={row.rango_nota} onClose={close} run={(nota) => send('editar_nota', { nota })} />
      ) : null}
    </>
  );
}
