// A stored PDF shown over the page: the browser's own viewer in an iframe of an object URL (the
// file was fetched with the session's token; a plain link could not send it).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

export const FILE_PREVIEW_TEXTS = { close: 'Cerrar', download: 'Descargar' } as const;

export interface FilePreviewDialogProps {
  /** Object URL of the fetched file; the dialog is open while there is one. */
  url: string | null;
  title: string;
  onClose: () => void;
  onDownload: () => void;
}

export function FilePreviewDialog({ url, title, onClose, onDownload }: FilePreviewDialogProps) {
  return (
    <Dialog open={url !== null} onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: 760, maxWidth: '95vw' } } }}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {url ? <iframe src={url} title={title} width="100%" height={480} style={{ border: 0, display: 'block' }} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onDownload}>{FILE_PREVIEW_TEXTS.download}</Button>
        <Button onClick={onClose}>{FILE_PREVIEW_TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
