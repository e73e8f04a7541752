// The list toolbar's 'Importar' button and its dialog.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Button } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { lazyView } from '../shell/lazyView';

// papaparse and the preview load when the dialog first opens.
const CsvImportDialog = lazyView(() => import('./CsvImportDialog').then((m) => m.CsvImportDialog));

export function CsvImportButton({ declaration }: { declaration: ResourceDeclaration }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="Importar" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open ? <CsvImportDialog declaration={declaration} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
