// A topic's feedback items on its detail (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): each
// grade band (start exclusive, end inclusive) with its PDF — 'Ver' shows it in a 760×480 dialog —
// and, with BAB1EE7F, new, edit and delete ('Feedback creado', 'Feedback actualizado',
// 'Eliminado correctamente').
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, RecordContextProvider, ResourceContextProvider, useRecordContext } from 'react-admin';
import type { AdicionalRecord } from '../adicionales/recordType';
import adicionales, { ADICIONAL_MESSAGES } from '../adicionales/schema';
import { fieldOf } from '../../core/engine/declaration/resource';
import { FileFieldValue } from '../../src/resource-views/FileFieldValue';
import { FeedbackDialog } from './FeedbackDialog';
import { useTopicFiles } from './useTopicFiles';
import { useTopicFileWrites } from './useTopicFileWrites';
import type { TemaRecord } from './recordType';

const FILE_FIELD = fieldOf(adicionales, 'archivo');
const grade = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('es-CO', { minimumFractionDigits: 2 }) : '');

export function FeedbackSection() {
  const record = useRecordContext<TemaRecord>();
  const temaId = Number(record?.id);
  const { feedback, canChange, isPending } = useTopicFiles(temaId);
  const writes = useTopicFileWrites(temaId);
  const [editing, setEditing] = useState<AdicionalRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdicionalRecord | null>(null);
  if (!record || isPending) return null;
  const rangoNota = typeof record.rango_nota === 'number' ? record.rango_nota : 100;
  return (
    <Box sx={{ width: '100%' }}>
      {feedback.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No hay información
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Rango</TableCell>
              <TableCell>Archivo</TableCell>
              {canChange ? <TableCell>Acción</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {feedback.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{`Más de ${grade(item.rango_inicial)} hasta ${grade(item.rango_final)}`}</TableCell>
                <TableCell>
                  <ResourceContextProvider value={adicionales.name}>
                    <RecordContextProvider value={item}>
                      <FileFieldValue field={FILE_FIELD} />
                    </RecordContextProvider>
                  </ResourceContextProvider>
                </TableCell>
                {canChange ? (
                  <TableCell>
                    <Button size="small" onClick={() => setEditing(item)}>
                      Editar
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(item)}>
                      Eliminar
                    </Button>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {canChange ? (
        <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ mt: 1 }}>
          Agregar feedback
        </Button>
      ) : null}
      {editing ? <FeedbackDialog temaId={temaId} rangoNota={rangoNota} record={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <Confirm
        isOpen={deleting !== null}
        title={<>{`¿Eliminar el feedback de ${grade(deleting?.rango_inicial)} a ${grade(deleting?.rango_final)}?`}</>}
        content={<>Esta acción no se puede deshacer.</>}
        confirm="Eliminar"
        cancel="Cancelar"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const item = deleting;
          setDeleting(null);
          if (item) void writes.remove(item, ADICIONAL_MESSAGES.deleted).catch(() => undefined);
        }}
      />
    </Box>
  );
}
