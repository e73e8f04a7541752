// The progress page's nav, above its table: Volver (the student's detail), Definir tema (C3D1A230),
// Reiniciar (4DE6952E), Verificar (E4E63F5F), the grades editor's own 'Notas' button (6B04B5EF) and
// Actualizar, each only with its code. Definir tema needs an open level; the reset is the one write
// an advanced level takes (it reopens the level) and Verificar only reports on one.
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider/types';
import { useHasPermission } from '../../../src/resource-views/useHasPermission';
import { P } from '../../../core/engine/permissions';
import { PROGRESS_PATHS, type VerificationResult } from '../../../core/school/students/progress';
import schema from '../schema';
import { GradesEditorDialog } from './GradesEditorDialog';

interface Props {
  studentId: number;
  /** The current course; null: the student has none (nothing to define, reset or verify). */
  cursoId: number | null;
  readOnly: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onDefine: () => void;
  onReset: () => void;
  onVerified: (result: VerificationResult) => void;
}

export function ProgressNav({ studentId, cursoId, readOnly, refreshing, onRefresh, onDefine, onReset, onVerified }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const mayDefine = useHasPermission(P.progreso.defineTema) === true;
  const mayReset = useHasPermission(P.progreso.resetNivel) === true;
  const mayVerify = useHasPermission(P.progreso.review) === true;
  const [verifying, setVerifying] = useState(false);

  const verify = async (curso: number) => {
    setVerifying(true);
    try {
      onVerified(await dataProvider.call<VerificationResult>(PROGRESS_PATHS.verificar, { estudiante_id: studentId, curso_id: curso }));
    } catch {
      // The overlay shows the refusal.
    } finally {
      setVerifying(false);
      onRefresh();
    }
  };

  return (
    <Box component="nav" sx={{ display: 'flex', gap: 1, my: 1, flexWrap: 'wrap', alignItems: 'center' }} aria-label="Acciones del progreso">
      <Button component={RouterLink} to={`/${schema.prefix}/detalle/${studentId}`}>Volver</Button>
      {mayDefine && cursoId !== null && !readOnly ? <Button onClick={onDefine}>Definir tema</Button> : null}
      {mayReset && cursoId !== null ? <Button onClick={onReset}>Reiniciar</Button> : null}
      {mayVerify && cursoId !== null ? (
        <Button onClick={() => void verify(cursoId)} disabled={verifying}>Verificar</Button>
      ) : null}
      {cursoId !== null ? <GradesEditorDialog estudianteId={studentId} readOnly={readOnly} onSaved={onRefresh} /> : null}
      <Button onClick={onRefresh} disabled={refreshing}>Actualizar</Button>
    </Box>
  );
}
