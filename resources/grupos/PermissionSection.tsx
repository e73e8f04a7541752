// One recurso's switches on the group detail: a heading and one switch per code, on when the group
// holds it; each click saves at once (useGrupoPermisos.toggle).
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import type { PermissionGroup } from './permissionGroups';

export interface PermissionSectionProps {
  section: PermissionGroup;
  held: ReadonlySet<string>;
  /** Switches can be used (the user holds 4F40D01B and nothing is being saved). */
  enabled: boolean;
  saving: string | null;
  onToggle: (codigo: string, on: boolean) => void;
}

export function PermissionSection({ section, held, enabled, saving, onToggle }: PermissionSectionProps) {
  const headingId = `recurso-${section.recurso}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, borderBottom: 1, borderColor: 'divider', mb: 1 }}>
        {section.titulo}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', columnGap: 2 }}>
        {section.permisos.map((permiso) => (
          <FormControlLabel
            key={permiso.codigo}
            // The permission's name only: its code is no word a person reads (issue 43 point 5).
            label={permiso.descripcion}
            control={
              <Switch
                size="small"
                checked={held.has(permiso.codigo)}
                disabled={!enabled || saving === permiso.codigo}
                onChange={(event) => onToggle(permiso.codigo, event.target.checked)}
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}
