// The new / edit dialog of a feedback item: its range (start exclusive, end inclusive, 0 to the
// topic's grade, step 0.01) and its PDF (required when new). Checked as the server checks; the
// server's own refusals land on the same fields.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { fieldErrorsOf } from '../../dataProvider/errors';
import { decimalInputText, formatNumber, parseDecimal } from '../../core/engine/numbers';
import type { AdicionalRecord } from '../adicionales/recordType';
import { ADICIONAL_MESSAGES } from '../adicionales/schema';
import type { Errors } from '../../core/engine/validation';
import { feedbackErrors } from './feedbackForm';
import { PickPdfButton } from './PickPdfButton';
import { useTopicFileWrites } from './useTopicFileWrites';

export interface FeedbackDialogProps {
  temaId: number;
  rangoNota: number;
  /** The item edited; null: a new one. */
  record: AdicionalRecord | null;
  onClose: () => void;
}

/** A stored bound as its box shows it, es-CO (2,5). */
const text = (value: unknown) => (typeof value === 'number' ? decimalInputText(value) : '');

export function FeedbackDialog({ temaId, rangoNota, record, onClose }: FeedbackDialogProps) {
  const writes = useTopicFileWrites(temaId);
  const [input, setInput] = useState({ rango_inicial: text(record?.rango_inicial), rango_final: text(record?.rango_final) });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const stored = record?.archivo;

  const save = async () => {
    const found = feedbackErrors(input, rangoNota, record === null, file !== null);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // '2,5' and '2.5' alike: the one parser (issue 43), as feedbackErrors checked them.
    const data = { rango_inicial: parseDecimal(input.rango_inicial), rango_final: parseDecimal(input.rango_final) };
    setBusy(true);
    try {
      if (record) await writes.update(record, data, file, ADICIONAL_MESSAGES.feedbackUpdated);
      else if (file) await writes.create({ ...data, tipo: 'feedback' }, file, ADICIONAL_MESSAGES.feedbackCreated);
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
    } finally {
      setBusy(false);
    }
  };

  const range = (field: 'rango_inicial' | 'rango_final', label: string) => (
    <TextField
      label={label}
      value={input[field]}
      onChange={(event) => setInput({ ...input, [field]: event.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? `Entre 0 y ${formatNumber(rangoNota)}`}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      fullWidth
    />
  );
  return (
    <Dialog open fullWidth maxWidth="xs" onClose={(_event, reason) => (reason === 'backdropClick' ? undefined : onClose())}>
      <DialogTitle>{record ? 'Editar feedback' : 'Nuevo feedback'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {range('rango_inicial', 'Rango inicial')}
          {range('rango_final', 'Rango final')}
          <Stack direction="row" spacing={1} alignItems="center">
            <PickPdfButton label={record ? 'Cambiar PDF' : 'Elegir PDF'} onPick={setFile} disabled={busy} />
            <Typography variant="body2" color={errors.archivo ? 'error' : 'text.secondary'}>
              {file?.name ?? stored?.nombre ?? errors.archivo ?? ''}
            </Typography>
          </Stack>
          {errors.archivo && (file || stored) ? <Typography color="error" variant="body2">{errors.archivo}</Typography> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
