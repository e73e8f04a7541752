// A topic's preparation file on its detail (doc 2 §2.5): none ('No se ha agregado un archivo de
// preparación'), added, then replaced or deleted — the PDF shown inline at 500×375. Changing it
// needs BAB1EE7F.
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import type { StoredFileInfo } from '../files';
import adicionales, { ADICIONAL_MESSAGES } from '../adicionales/schema';
import { PdfInlinePreview } from './PdfInlinePreview';
import { PickPdfButton } from './PickPdfButton';
import { useTopicFiles } from './useTopicFiles';
import { useTopicFileWrites } from './useTopicFileWrites';

export function PreparationSection() {
  const record = useRecordContext();
  const temaId = Number(record?.id);
  const { preparation, isPending, canChange } = useTopicFiles(temaId);
  const writes = useTopicFileWrites(temaId);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    work().catch(() => undefined).finally(() => setBusy(false));
  };
  if (!record || isPending) return null;
  const file = preparation?.archivo as StoredFileInfo | null | undefined;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {preparation && file ? (
        <>
          <Typography variant="body2">{file.nombre}</Typography>
          <PdfInlinePreview resource={adicionales.name} id={Number(preparation.id)} title={file.nombre} fileId={file.id} />
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
