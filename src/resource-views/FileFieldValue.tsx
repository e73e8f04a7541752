// A record's stored file in the detail: its name and size, 'Ver' (the PDF in a dialog) and
// 'Descargar'; both fetch the bytes through the dataProvider, with the session's token. The server
// answers every file as a download (issue 20): the preview is the app's own, a Blob the app types
// application/pdf (never what the answer claims) shown by the browser's PDF viewer, and the server
// has refused PDFs with scripts, launch actions or embedded files at upload.
import { Box, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useResourceContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/types';
import { formatBytes, type StoredFileInfo } from '../../core/engine/files';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import { FilePreviewDialog } from './FilePreviewDialog';
import { pdfObjectUrl, saveAs } from './pdfObjectUrls';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';

export const FILE_VALUE_TEXTS = { empty: 'No tiene un archivo cargado', view: 'Ver', download: 'Descargar' } as const;

function storedInfo(value: unknown): StoredFileInfo | null {
  return typeof value === 'object' && value !== null && typeof (value as StoredFileInfo).id === 'number' ? (value as StoredFileInfo) : null;
}

export function FileFieldValue({ field }: { field: FieldDeclaration }) {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const info = storedInfo(record?.[field.source]);

  // An object URL holds the whole file in memory until revoked: the dialog's goes when it closes.
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  if (!info || !record || !resource) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {FILE_VALUE_TEXTS.empty}
      </Typography>
    );
  }

  const objectUrl = async (): Promise<string | null> => {
    setBusy(true);
    try {
      const blob = await dataProvider.fetchFile(resource, record.id, field.source);
      return pdfObjectUrl(blob);
    } catch (error) {
      notify(error instanceof Error ? error.message : FILE_VALUE_TEXTS.empty, { type: 'error' });
      return null;
    } finally {
      setBusy(false);
    }
  };
  const view = async () => setPreviewUrl(await objectUrl());
  const download = async () => {
    const url = previewUrl ?? (await objectUrl());
    if (!url) return;
    saveAs(url, info.nombre);
    // The preview keeps its own URL; a one-off one is dropped once the click has been handled.
    if (url !== previewUrl) setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" variant="body2">
        {info.nombre} ({formatBytes(info.tamano)})
      </Typography>
      <Button size="small" onClick={view} disabled={busy}>
        {FILE_VALUE_TEXTS.view}
      </Button>
      <Button size="small" onClick={download} disabled={busy}>
        {FILE_VALUE_TEXTS.download}
      </Button>
      <FilePreviewDialog url={previewUrl} title={info.nombre} onClose={() => setPreviewUrl(null)} onDownload={download} />
    </Box>
  );
}
