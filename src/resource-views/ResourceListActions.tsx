// List toolbar: Nuevo, Masivo and Importar CSV (each by its permission) and Actualizar.
import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { RefreshButton, TopToolbar, useCanAccess } from 'react-admin';
import { resourcePaths } from '../../resources/paths';
import type { ResourceDeclaration } from '../../resources/types';
import { CsvImportButton } from '../bulk/CsvImportButton';
import { LinkButton } from './LinkButton';

export function ResourceListActions({ declaration }: { declaration: ResourceDeclaration }) {
  const paths = resourcePaths(declaration);
  const { canAccess: canCreate } = useCanAccess({ resource: declaration.name, action: 'create' });
  const { canAccess: canBulk } = useCanAccess({ resource: declaration.name, action: 'bulk' });
  const bulkAllowed = canBulk === true && declaration.bulk !== undefined;
  return (
    <TopToolbar>
      {canCreate ? (
        <LinkButton to={paths.create} label="Nuevo" icon={<AddIcon />} />
      ) : null}
      {bulkAllowed ? (
        <LinkButton to={paths.bulk} label="Masivo" icon={<PlaylistAddIcon />} />
      ) : null}
      {bulkAllowed ? <CsvImportButton declaration={declaration} /> : null}
      <RefreshButton label="Actualizar" />
    </TopToolbar>
  );
}
