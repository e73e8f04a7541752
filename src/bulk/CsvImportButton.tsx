// The list toolbar's 'Importar' button and its dialog.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { lazyView } from '../shell/lazyView';
import { ToolbarButton } from '../shell/toolbar/ToolbarButton';

// papaparse and the preview load when the dialog first opens.
const CsvImportDialog = lazyView(() => import('./CsvImportDialog').then((m) => m.CsvImportDialog));

export function CsvImportButton({ declaration }: { declaration: ResourceDeclaration }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolbarButton label="Importar" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </ToolbarButton>
      {open ? <CsvImportDialog declaration={declaration} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
