// 'Preasignar Salón' (235AE1F): a teacher and one of the sede's rooms offered to
// it (active, sharing a type) or 'Sin salón' to clear; 'Calcular' lists the free slots
// (preasignacion/calcular), all checked; the types both allow and 'Combinada'; 'Guardar' saves the
// checked ones (preasignacion/guardar). A refused call's text stays beside the panel.
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useReducer, useState } from 'react';
import type { TeacherSummaryRow } from '../../../core/school/preassignments';
import { CandidateList } from './CandidateList';
import { type PageRoom, roomsOffered, teacherName, typesOffered } from './preassignmentPage';
import { canCalculate, canSave, INITIAL_PANEL, panelReducer, saveRequest } from './preassignmentPanel';
import { TypeToggles } from './TypeToggles';
import { errorLines, usePreassignmentWrites } from './usePreassignmentWrites';

export const NO_ROOM_LABEL = 'Sin salón (quitar preasignaciones)';

export function PreassignPanel({ teachers, rooms }: { teachers: readonly TeacherSummaryRow[]; rooms: readonly PageRoom[] }) {
  const { calculate, save } = usePreassignmentWrites();
  const [state, dispatch] = useReducer(panelReducer, INITIAL_PANEL);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string[]>([]);
  const teacher = teachers.find((t) => t.id === state.docenteId);
  const offered = useMemo(() => (teacher ? roomsOffered(teacher, rooms) : []), [teacher, rooms]);
  const room = offered.find((r) => r.id === state.salonId);
  const run = async (work: () => Promise<void>) => {
    setSending(true);
    setError([]);
    try {
      await work();
    } catch (e) {
      setError(errorLines(e));
    } finally {
      setSending(false);
    }
  };
  const onCalculate = () =>
    run(async () => {
      if (state.docenteId === null || state.salonId === null) return;
      dispatch({ type: 'candidates', candidates: await calculate(state.docenteId, state.salonId) });
    });
  const onSave = () =>
    run(async () => {
      const body = saveRequest(state);
      if (!body) return;
      await save(body);
      dispatch({ type: 'saved' });
    });
  return (
    <Paper component="section" aria-label="Preasignar Salón" variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>Preasignar Salón</Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <TextField select size="small" fullWidth={false} label="Docente" value={state.docenteId === null ? '' : String(state.docenteId)} sx={{ minWidth: 240 }}
          onChange={(event) => { setError([]); dispatch({ type: 'teacher', docenteId: Number(event.target.value) }); }}>
          {teachers.map((t) => <MenuItem key={t.id} value={String(t.id)}>{teacherName(t)}</MenuItem>)}
        </TextField>
        <TextField select size="small" fullWidth={false} label="Salón" value={state.salonId === null ? '' : String(state.salonId)} sx={{ minWidth: 240 }} disabled={!teacher}
          onChange={(event) => { setError([]); dispatch({ type: 'room', salonId: event.target.value === 'delete' ? 'delete' : Number(event.target.value) }); }}>
          {offered.map((r) => <MenuItem key={r.id} value={String(r.id)}>{r.nombre}</MenuItem>)}
          <MenuItem value="delete">{NO_ROOM_LABEL}</MenuItem>
        </TextField>
        <Button variant="contained" onClick={onCalculate} disabled={sending || !canCalculate(state)}>Calcular</Button>
      </Stack>
      {teacher && offered.length === 0 ? <Typography variant="body2" sx={{ mt: 1 }}>Ningún salón activo de la sede comparte tipos con el docente.</Typography> : null}
      {teacher && room ? <TypeToggles offered={typesOffered(teacher, room)} state={state} dispatch={dispatch} /> : null}
      <CandidateList candidates={state.candidates} checked={state.checked} onToggle={(key) => dispatch({ type: 'toggleCandidate', key })} />
      {state.candidates.length > 0 ? (
        <Box sx={{ mt: 1 }}>
          <Button variant="contained" color="primary" onClick={onSave} disabled={sending || !canSave(state)}>Guardar</Button>
        </Box>
      ) : null}
      {error.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {error.map((line) => <div key={line}>{line}</div>)}
        </Alert>
      ) : null}
    </Paper>
  );
}
