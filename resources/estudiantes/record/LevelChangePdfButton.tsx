// A level change's PDF (one per level change, docs/domain/student-record.md 'The student's record'): drawn by the server,
// fetched with the session's token (a plain link could not send it) and saved as a download.
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { savePdf } from '../../../src/resource-views/pdfObjectUrls';
import { LEVEL_CHANGE_PDF_PATH } from '../../../core/school/students/records';

export function LevelChangePdfButton({ id }: { id: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      savePdf(await dataProvider.fetchDocument(`${LEVEL_CHANGE_PDF_PATH}?id=${id}`), `cambio-nivel-${id}.pdf`);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={download} disabled={busy} aria-label={`PDF del cambio de nivel ${id}`}>
      PDF
    </Button>
  );
}
