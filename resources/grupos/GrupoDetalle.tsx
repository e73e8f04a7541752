// #/grupo/detalle/{id} (90C25887; docs/security.md 'Permission groups'): the group's name, one switch per
// permission grouped by recurso (permisos/lista), each saved per click by 4F40D01B holders, and
// 'Actualizar' to read both again. Members feel a change on their very next request (the server's
// access cache).
import ListIcon from '@mui/icons-material/List';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { resourcePaths } from '../../core/engine/paths';
import { P } from '../../core/engine/permissions';
import { LinkButton } from '../../src/shell/LinkButton';
import { useHasPermission } from '../../src/resource-views/useHasPermission';
import { PermissionSection } from './PermissionSection';
import { groupPermissions } from './permissionGroups';
import schema from './schema';
import { useGrupoPermisos } from './useGrupoPermisos';

const errorText = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'No se pudo cargar la información');

export function GrupoPermisos({ id }: { id: string }) {
  const { grupo, catalogo, error, isFetching, canEdit, saving, toggle, refetch } = useGrupoPermisos(id);
  const canList = useHasPermission(P.grupos.manage);
  const sections = useMemo(() => groupPermissions(catalogo ?? []), [catalogo]);
  const held = useMemo(() => new Set((grupo?.permisos ?? []).map((p) => p.id)), [grupo]);
  return (
    <Card sx={{ width: '100%' }}>
      <Title title={grupo ? `Grupo ${grupo.nombre}` : 'Detalle de Grupo'} />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
          <Typography component="h1" variant="h6" sx={{ flexGrow: 1 }}>
            {grupo ? grupo.nombre : 'cargando...'}
          </Typography>
          {canList ? <LinkButton to={resourcePaths(schema).list} label="Lista" icon={<ListIcon />} /> : null}
          <Button variant="outlined" onClick={() => void refetch()} disabled={isFetching}>
            Actualizar
          </Button>
        </Stack>
        {error ? <Alert severity="error" sx={{ mb: 2 }}>{errorText(error)}</Alert> : null}
        {grupo && canEdit === false ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Solo quien administra los grupos puede cambiar sus permisos.
          </Alert>
        ) : null}
        {grupo && catalogo
          ? sections.map((section) => (
              <PermissionSection
                key={section.recurso}
                section={section}
                held={held}
                enabled={canEdit === true && saving === null}
                saving={saving}
                onToggle={(codigo, on) => void toggle(codigo, on)}
              />
            ))
          : null}
      </CardContent>
    </Card>
  );
}

export function GrupoDetalle() {
  const { id = '' } = useParams();
  return <GrupoPermisos id={id} />;
}
