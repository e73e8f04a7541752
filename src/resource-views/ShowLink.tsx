// The 'Ver' link of a list row, to the Spanish detail route.
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext } from 'react-admin';
import { resourcePaths } from '../../resources/paths';
import type { ResourceDeclaration } from '../../resources/types';
import { LinkButton } from './LinkButton';

export function ShowLink({ declaration }: { declaration: ResourceDeclaration }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <LinkButton to={resourcePaths(declaration).show(record.id)} label="Ver" icon={<VisibilityIcon />} />
  );
}
