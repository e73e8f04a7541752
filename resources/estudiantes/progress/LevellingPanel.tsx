// The levelling grade of the progress page (docs/domain/progress.md 'Progress and grades'): the grade given, the
// state in words (progreso/estado), and, while levelling is open ('nivelar') for a holder of 524A95EB
// on a level not advanced, an input 0–5,0 ('4,5' or '4.5') saved with progreso/nota_nivelacion on that
// enrolment; while the level's rows are not all closed, the state says how many remain (issue 43).
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { useHasPermission } from '../../../src/resource-views/useHasPermission';
import { P } from '../../../core/engine/permissions';
import { PROGRESS_PATHS, type LevellingState, type ProgressBody } from '../../../core/school/students/progress';
import { formatGrade, levellingGradeProblem, levellingText, SCALE_TEXT, textGrade } from '../../../core/school/students/grades';

interface Props {
  estudianteId: number;
  notaNivelacion: number | null;
  readOnly: boolean;
  onSaved: () => void;
}

export const levellingQueryKey = (estudianteId: number) => ['estudiante', PROGRESS_PATHS.estado, estudianteId] as const;

export function LevellingPanel({ estudianteId, notaNivelacion, readOnly, onSaved }: Props) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const mayLevel = useHasPermission(P.progreso.notaNivelacion) === true;
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const state = useQuery({
    queryKey: levellingQueryKey(estudianteId),
    queryFn: () => dataProvider.read<LevellingState>(PROGRESS_PATHS.estado, { estudiante_id: estudianteId }),
    retry: false,
  });
  const registro = state.data?.dato ?? null;
  const editable = !readOnly && mayLevel && state.data?.codigo === 'nivelar' && registro !== null;
  const problem = text === '' ? null : levellingGradeProblem(text);

  const save = async () => {
    const nota = textGrade(text);
    if (registro === null || nota === null || levellingGradeProblem(text) !== null) return;
    setSending(true);
    setRefusal(null);
    try {
      const body: ProgressBody<'notaNivelacion'> = { estudiante_id: estudianteId, nota, registro_id: registro.id };
      await dataProvider.call(PROGRESS_PATHS.notaNivelacion, body);
      setText('');
      void state.refetch();
      onSaved();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="section" aria-label="Nivelación" sx={{ my: 1 }}>
      <Typography variant="body1">
        {notaNivelacion === null ? 'Sin nota de nivelación' : `Nota de nivelación: ${formatGrade(notaNivelacion)}`}
      </Typography>
      {state.error ? (
        <Alert severity="warning">{state.error instanceof Error ? state.error.message : String(state.error)}</Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">{state.data ? levellingText(state.data) : 'cargando...'}</Typography>
      )}
      {editable ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
          <TextField
            size="small"
            label="Nota de nivelación"
            value={text}
            onChange={(event) => {
              setRefusal(null);
              setText(event.target.value);
            }}
            disabled={sending}
            error={problem !== null}
            helperText={problem ?? `0-${SCALE_TEXT}`}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Button variant="contained" onClick={() => void save()} disabled={sending || levellingGradeProblem(text) !== null}>
            Guardar nivelación
          </Button>
        </Box>
      ) : null}
      {refusal ? <Alert severity="warning" sx={{ mt: 1 }}>{refusal}</Alert> : null}
    </Box>
  );
}
