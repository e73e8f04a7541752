// The create form of a teacher's novedad (3329CE3B; docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'):
// date (not before tomorrow), the date's hours, a reason and a description of 30 characters or
// more; 'Crear' waits until all hold, then sends motivo 'reason / description'. On success the list
// refreshes and the form resets.
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { tomorrow } from '../../core/engine/clock';
import { composeMotivo, hoursOfDate, isIsoDate, MIN_DESCRIPTION, NOVEDAD_REASONS, type NovedadDraft, novedadDraftErrors } from '../../core/school/novedades';
import { schoolClock } from '../../src/shell/schoolClock';
import { NovedadFechaInput } from './NovedadFechaInput';
import { NovedadHorasInput } from './NovedadHorasInput';
import { callErrorText, useCrearNovedad } from './useNovedades';

const EMPTY: NovedadDraft = { fecha: null, horas: [], codigo: null, descripcion: '' };

interface Props {
  docenteId: string;
  /** A tutor is offered the tutoring template's quarter-hours. */
  tutor: boolean;
}

export function NovedadForm({ docenteId, tutor }: Props) {
  const [draft, setDraft] = useState<NovedadDraft>(EMPTY);
  // Bumped by each reset: a new key empties the picker's own (half-typed) text too.
  const [resets, setResets] = useState(0);
  const crear = useCrearNovedad(docenteId);
  const clock = schoolClock();
  const errors = novedadDraftErrors(draft, clock, tutor);
  const offered = draft.fecha && !errors.fecha ? hoursOfDate(draft.fecha, tutor) : null;
  const length = draft.descripcion.trim().length;
  const change = (patch: Partial<NovedadDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = () => {
    if (Object.keys(errors).length > 0 || !draft.fecha || draft.codigo === null) return;
    const body = { docente_id: Number(docenteId), fecha: draft.fecha, horas: [...draft.horas], motivo: composeMotivo(draft.codigo, draft.descripcion) };
    crear.mutate(body, {
      onSuccess: () => {
        setDraft(EMPTY);
        setResets((n) => n + 1);
      },
    });
  };

  return (
    <Box component="form" aria-label="Crear novedad" sx={{ mb: 3 }} onSubmit={(event) => { event.preventDefault(); submit(); }}>
      <Stack spacing={1} sx={{ maxWidth: 720 }}>
        <NovedadFechaInput
          key={resets}
          value={draft.fecha}
          minDate={tomorrow(clock)}
          onChange={(fecha) => change({ fecha, horas: [] })}
          error={draft.fecha && isIsoDate(draft.fecha) ? errors.fecha : undefined}
        />
        <NovedadHorasInput offered={offered} value={draft.horas} onChange={(horas) => change({ horas })} />
        <TextField
          select
          size="small"
          label="Motivo"
          value={draft.codigo === null ? '' : String(draft.codigo)}
          onChange={(event) => change({ codigo: event.target.value === '' ? null : Number(event.target.value) })}
          sx={{ maxWidth: 320 }}
        >
          {NOVEDAD_REASONS.map((reason) => (
            <MenuItem key={reason.codigo} value={String(reason.codigo)}>
              {reason.nombre}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Descripción"
          value={draft.descripcion}
          onChange={(event) => change({ descripcion: event.target.value })}
          helperText={`${length} / ${MIN_DESCRIPTION} caracteres como mínimo`}
          error={length > 0 && length < MIN_DESCRIPTION}
          multiline
          minRows={2}
        />
        {crear.isError ? <Alert severity="warning">{callErrorText(crear.error)}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={Object.keys(errors).length > 0 || crear.isPending}>
            Crear
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
