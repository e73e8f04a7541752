// The person selected in global management: state toggle, programming and enrolment
// sedes, group, current course, role toggles and deleted-at; each control enabled as far as the
// user's codes reach (./gestionGlobal.ts), each change sent at once.
import { Box, Card, CardContent, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { fullName, type GlobalPerson } from '../../../core/school/globalManagement';
import type { RoleFlag } from '../../../core/engine/privileges';
import { deletedAtText, type PersonControls, ROLES } from './globalManagement';
import { SedeChanger } from './SedeChanger';

export interface PersonPanelProps {
  person: GlobalPerson;
  controls: PersonControls;
  busy: boolean;
  onActivo(activo: boolean): void;
  onRole(flag: RoleFlag, on: boolean): void;
  onSede(sedeId: number): Promise<boolean>;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      {label}: <strong>{value}</strong>
    </Typography>
  );
}

export function PersonPanel({ person, controls, busy, onActivo, onRole, onSede }: PersonPanelProps) {
  const deleted = deletedAtText(person);
  return (
    <Card variant="outlined" sx={{ mt: 2 }} aria-label="Persona seleccionada">
      <CardContent>
        <Typography variant="h6">{fullName(person)}</Typography>
        <Stack spacing={1} sx={{ mt: 1 }}>
          <FormControlLabel
            control={<Switch checked={person.activo} disabled={busy || !controls.activo} onChange={(event) => onActivo(event.target.checked)} />}
            label={person.activo ? 'Activo' : 'Inactivo'}
          />
          <Row label="Sede de programación" value={person.sede_programacion ?? 'No registra'} />
          <SedeChanger person={person} allowed={controls.sede} busy={busy} onSave={onSede} />
          <Row label="Grupo" value={person.grupo ?? 'Sin Asignar'} />
          <Row label="Curso actual" value={person.curso_actual ?? 'No registra'} />
          <Box>
            {ROLES.map(({ flag, label }) => (
              <FormControlLabel
                key={flag}
                control={<Switch checked={person[flag]} disabled={busy || !controls.roles[flag]} onChange={(event) => onRole(flag, event.target.checked)} />}
                label={label}
              />
            ))}
          </Box>
          {deleted ? <Row label="Eliminado" value={deleted} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
