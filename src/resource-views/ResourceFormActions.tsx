// Toolbar of the create and edit pages: back to the list, and to the detail when editing.
import ListIcon from '@mui/icons-material/List';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { TopToolbar, useRecordContext } from 'react-admin';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';
import { LinkButton } from '../shell/LinkButton';
import { useResourcePaths } from '../shell/useParentLink';

export function ResourceFormActions({ declaration }: { declaration: ResourceDeclaration }) {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const paths = useResourcePaths(declaration);
  return (
    <TopToolbar>
      <LinkButton to={paths.list} label="Lista" icon={<ListIcon />} />
      {record ? (
        <LinkButton to={paths.show(record.id)} label="Detalle" icon={<VisibilityIcon />} />
      ) : null}
    </TopToolbar>
  );
}
