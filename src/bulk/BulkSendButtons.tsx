// The preview's send action: 'Enviar' sends every row and is enabled only when none has errors;
// with some bad rows, 'Importar solo las N filas válidas' sends the others (crear_masivo is all
// or nothing, so a batch with a bad row would write nothing).
import SendIcon from '@mui/icons-material/Send';
import { Button, Stack, Typography } from '@mui/material';
import { BULK_TEXTS, filas } from '../../core/engine/bulkMessages';
import type { BulkSummary } from './preview';

export interface BulkSendButtonsProps {
  summary: BulkSummary;
  disabled: boolean;
  onSend(): void;
}

export function BulkSendButtons({ summary, disabled, onSend }: BulkSendButtonsProps) {
  const partial = summary.invalid > 0 && summary.valid > 0;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
      <Button variant="contained" startIcon={<SendIcon />} disabled={disabled || summary.invalid > 0 || summary.valid === 0} onClick={onSend}>
        Enviar
      </Button>
      {partial ? (
        <>
          <Button variant="outlined" color="warning" startIcon={<SendIcon />} disabled={disabled} onClick={onSend}>
            {BULK_TEXTS.importValid(summary.valid)}
          </Button>
          <Typography variant="body2" color="text.secondary">
            Hay {filas(summary.invalid)} con errores: corrija el archivo y vuelva a cargarlo, o importe solo{' '}
            {summary.valid === 1 ? 'la válida' : 'las válidas'}.
          </Typography>
        </>
      ) : null}
    </Stack>
  );
}
