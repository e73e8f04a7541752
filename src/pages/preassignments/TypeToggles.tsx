// The types of the pre-assignment (those both the teacher and the room allow) and 'Combinada'
// (mode 'and', shown SI/NO), which can be switched on only while the chosen types may combine.
import { Alert, Checkbox, FormControlLabel, FormGroup, Stack, Switch, Typography } from '@mui/material';
import type { Dispatch } from 'react';
import { modeLabel } from '../../../core/school/classTypeCombinations';
import { PREASSIGNMENT_MESSAGES } from '../../../core/school/preassignments';
import { classTypeLabel } from '../../../core/school/classTypeLabel';
import { useClassTypes } from '../../shared/classTypes/useClassTypes';
import { canCombine, type PanelAction, type PanelState } from './preassignmentPanel';

interface Props {
  offered: readonly string[];
  state: PanelState;
  dispatch: Dispatch<PanelAction>;
}

export function TypeToggles({ offered, state, dispatch }: Props) {
  const { byId } = useClassTypes();
  if (state.salonId === 'delete') return null;
  return (
    <Stack sx={{ mt: 2 }} spacing={1}>
      <Typography variant="subtitle2" component="h3">Tipos</Typography>
      <FormGroup row role="group" aria-label="Tipos de la preasignación">
        {offered.map((tipo) => (
          <FormControlLabel
            key={tipo}
            label={byId.has(tipo) ? classTypeLabel(tipo).option : tipo}
            title={classTypeLabel(tipo).full}
            control={<Checkbox size="small" checked={state.tipos.includes(tipo)} onChange={() => dispatch({ type: 'toggleType', tipo })} />}
          />
        ))}
      </FormGroup>
      {state.tipos.length === 0 ? <Typography variant="caption" color="text.secondary">{PREASSIGNMENT_MESSAGES.noType}</Typography> : null}
      {state.typeProblem ? <Alert severity="warning">{state.typeProblem}</Alert> : null}
      <FormControlLabel
        label={`Combinada: ${modeLabel(state.modo)}`}
        control={
          <Switch
            checked={state.modo === 'and'}
            disabled={!canCombine(state.tipos)}
            onChange={(event) => dispatch({ type: 'combined', on: event.target.checked })}
            slotProps={{ input: { 'aria-label': 'Combinada' } }}
          />
        }
      />
    </Stack>
  );
}
