// #/masivos's file choice: one .csv (the picker suggests it; the name is checked again when read)
// and the chosen file's name.
import { Stack, Typography } from '@mui/material';
import { FileChooserButton } from '../../bulk/FileChooserButton';
import { CsvTemplateButton } from '../../bulk/CsvTemplateButton';
import { PAYMENT_TEMPLATE } from './paymentCsv';

interface Props {
  fileName: string | null;
  onFile(file: File): void;
  disabled: boolean;
}

export function PaymentFilePicker({ fileName, onFile, disabled }: Props) {
  return (
    <Stack direction="row" spacing={2} useFlexGap alignItems="center" sx={{ mb: 2, flexWrap: 'wrap' }}>
      <FileChooserButton onFile={onFile} disabled={disabled} label="Seleccionar archivo" testId="archivo-pagos" />
      <CsvTemplateButton template={PAYMENT_TEMPLATE} />
      <Typography data-testid="nombre-archivo" color={fileName ? 'text.primary' : 'text.secondary'}>
        {fileName ?? 'Ningún archivo seleccionado'}
      </Typography>
    </Stack>
  );
}
