// 'Importar CSV' (or another label): picks one .csv file (the extension is checked again when it is read).
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';

interface CsvFileButtonProps {
  onFile(file: File): void;
  disabled?: boolean;
  label?: string;
  /** The input's test id (default 'archivo-csv'). */
  testId?: string;
}

export function CsvFileButton({ onFile, disabled, label = 'Importar CSV', testId = 'archivo-csv' }: CsvFileButtonProps) {
  return (
    <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
      {label}
      <input
        hidden
        type="file"
        accept=".csv"
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // choosing the same file again must load it again
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
