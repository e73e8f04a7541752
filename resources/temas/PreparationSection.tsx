// A topic's preparation file on its detail (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): none
// ('No se ha agregado un archivo de preparación'), added, then replaced or deleted — the PDF shown
// inline at 500×375 from bytes the app fetched (the server answers files only as downloads,
// issue 20), with 'Descargar' beside its name. Changing it needs BAB1EE7F.
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/types';
import { FILE_VALUE_TEXTS } from '../../src/resource-views/FileFieldValue';
import { savePdf } from '../../src/resource-views/pdfObjectUrls';
import adicionales, { ADICIONAL_MESSAGES } from '../adicionales/schema';
import { PdfInlinePreview } from './PdfInlinePreview';
import { PickPdfButton } from './PickPdfButton';
import { useTopicFiles } from './useTopicFiles';
import { useTopicFileWrites } from './useTopicFileWrites';
import type { TemaRecord } from './recordType';

export function PreparationSection() {
  const record = useRecordContext<TemaRecord>();
  const temaId = Number(record?.id);
  const { preparation, isPending, canChange } = useTopicFiles(temaId);
  const writes = useTopicFileWrites(temaId);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    work().catch(() => undefined).finally(() => setBusy(false));
  };
  /** The stored bytes, fetched with the token (a plain link could not send it), saved under the file's name. */
  const download = (id: number, nombre: string) =>
    run(async () => {
      try {
        savePdf(await dataProvider.fetchFile(adicionales.name, id, 'archivo'), nombre);
      } catch (error) {
        notify(error instanceof Error ? error.message : FILE_VALUE_TEXTS.empty, { type: 'error' });
      }
    });
  if (!record || isPending) return null;
  const file = preparation?.archivo;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {preparation && file ? (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{file.nombre}</Typography>
            <Button size="small" disabled={busy} onClick={() => download(preparation.id, file.nombre)}>
              {FILE_VALUE_TEXTS.download}
            </Button>
          </Stack>
          <PdfInlinePreview resource={adicionales.name} id={preparation.id} title={file.nombre} fileId={file.id} />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {ADICIONAL_MESSAGES.noPreparation}
        </Typography>
      )}
      {canChange ? (
        <Box>
          {preparation ? (
            <>
              <PickPdfButton
                label="Reemplazar archivo"
                disabled={busy}
                onPick={(picked) => run(() => writes.update(preparation, {}, picked, ADICIONAL_MESSAGES.preparationUpdated))}
              />
              <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirming(true)}>
                Eliminar
              </Button>
              <Confirm
                isOpen={confirming}
                title={<>¿Eliminar el archivo de preparación?</>}
                content={<>Esta acción no se puede deshacer.</>}
                confirm="Eliminar"
                cancel="Cancelar"
                onClose={() => setConfirming(false)}
                onConfirm={() => {
                  setConfirming(false);
                  run(() => writes.remove(preparation, ADICIONAL_MESSAGES.deleted));
                }}
              />
            </>
          ) : (
            <PickPdfButton
              label="Agregar archivo"
              disabled={busy}
              onPick={(picked) => run(() => writes.create({ tipo: 'preparacion' }, picked, ADICIONAL_MESSAGES.preparationCreated))}
            />
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
