// The list toolbar's 'Importar CSV' button and its dialog.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Button } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/types';
import { CsvImportDialog } from './CsvImportDialog';

export function CsvImportButton({ declaration }: { declaration: ResourceDeclaration }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="Importar CSV" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open ? <CsvImportDialog declaration={declaration} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
