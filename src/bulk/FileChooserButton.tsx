// Picks one file for an import: a CSV or text file, or an Excel (.xlsx) or LibreOffice (.ods) book
// (the kind is checked again, by its bytes, when it is read).
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { useRef } from 'react';

/** What the picker suggests; an .xls is offered so that its refusal can say what to do with it. */
export const IMPORT_FILE_ACCEPT = '.csv,.txt,.tsv,.xlsx,.ods,.xls,text/csv,text/plain';

interface FileChooserButtonProps {
  onFile(file: File): void;
  disabled?: boolean;
  label?: string;
  /** The input's test id (default 'archivo-csv'). */
  testId?: string;
  accept?: string;
}

export function FileChooserButton({ onFile, disabled, label = 'Elegir archivo', testId = 'archivo-csv', accept = IMPORT_FILE_ACCEPT }: FileChooserButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  // A real button that opens the hidden input's picker (a <label role="button"> is not allowed: axe's aria-allowed-role).
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // choosing the same file again must load it again
          if (file) onFile(file);
        }}
      />
    </>
  );
}
