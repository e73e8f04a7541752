// The list's 'Importar' dialog: choose a file (CSV, Excel, LibreOffice), preview it, send it (or only its valid rows).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { BulkColumnsHint } from './BulkColumnsHint';
import { BulkImporter } from './BulkImporter';
import { FileChooserButton } from './FileChooserButton';
import { CsvTemplateButton } from './CsvTemplateButton';
import { csvTemplate } from './csvTemplate';
import { useBulkRows } from './useBulkRows';

export interface CsvImportDialogProps {
  declaration: ResourceDeclaration;
  onClose(): void;
}

/** Mounted only while open, so every opening starts empty. */
export function CsvImportDialog({ declaration, onClose }: CsvImportDialogProps) {
  const state = useBulkRows(declaration);
  return (
    // As wide as the screen allows: a student line has eleven columns beside its errors.
    <Dialog open onClose={onClose} fullWidth maxWidth="xl" aria-labelledby="importar-csv-titulo">
      <DialogTitle id="importar-csv-titulo">Importar: {declaration.label.many}</DialogTitle>
      <DialogContent>
        <BulkColumnsHint declaration={declaration} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <FileChooserButton onFile={(file) => void state.loadFile(file)} disabled={state.progress !== null} />
          <CsvTemplateButton template={csvTemplate(declaration)} />
        </Stack>
        <BulkImporter declaration={declaration} state={state} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
