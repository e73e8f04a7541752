// #/masivos's file choice: one .csv (the picker suggests it; the name is checked again when read)
// and the chosen file's name.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Stack, Typography } from '@mui/material';

interface Props {
  fileName: string | null;
  onFile(file: File): void;
  disabled: boolean;
}

export function PaymentFilePicker({ fileName, onFile, disabled }: Props) {
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
        Seleccionar archivo
        <input
          hidden
          type="file"
          accept=".csv"
          data-testid="archivo-pagos"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // choosing the same file again must read it again
            if (file) onFile(file);
          }}
        />
      </Button>
      <Typography data-testid="nombre-archivo" color={fileName ? 'text.primary' : 'text.secondary'}>
        {fileName ?? 'Ningún archivo seleccionado'}
      </Typography>
    </Stack>
  );
}
