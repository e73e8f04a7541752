// A stored PDF shown in the page (500×375 when not in a dialog), fetched with the session's
// token through the dataProvider and shown by the browser's own viewer.
import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/types';
import { FILE_VALUE_TEXTS } from '../../src/resource-views/FileFieldValue';
import { pdfObjectUrl } from '../../src/resource-views/pdfObjectUrls';

export interface PdfInlinePreviewProps {
  resource: string;
  id: number;
  title: string;
  /** Changes when the file does (a replaced file is fetched again). */
  fileId: number;
}

export function PdfInlinePreview({ resource, id, title, fileId }: PdfInlinePreviewProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let created: string | null = null;
    let live = true;
    // Another file (replaced): start again, whatever the last fetch did.
    setFailed(false);
    setUrl(null);
    dataProvider.fetchFile(resource, id, 'archivo').then(
      (blob) => {
        created = pdfObjectUrl(blob);
        if (live) setUrl(created);
      },
      () => live && setFailed(true),
    );
    // The object URL holds the whole file: dropped with the preview.
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [dataProvider, resource, id, fileId]);
  if (failed) return <Typography color="text.secondary">{FILE_VALUE_TEXTS.empty}</Typography>;
  return url ? <iframe src={url} title={title} width={500} height={375} style={{ border: 0, display: 'block', maxWidth: '100%' }} /> : null;
}
