// 'Importar CSV': picks one .csv file (the extension is checked again when it is read).
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';

export function CsvFileButton({ onFile, disabled }: { onFile(file: File): void; disabled?: boolean }) {
  return (
    <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
      Importar CSV
      <input
        hidden
        type="file"
        accept=".csv"
        data-testid="archivo-csv"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // choosing the same file again must load it again
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
