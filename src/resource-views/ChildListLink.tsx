// On a parent's detail, the link to one child resource's list under it (a course's 'Correos',
// 'Logros'): shown only to users who may open that list.
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { ReactElement } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { resourcePaths } from '../../core/engine/paths';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';
import { LinkButton } from '../shell/LinkButton';

export interface ChildListLinkProps {
  child: ResourceDeclaration;
  label: string;
  icon?: ReactElement;
}

export function ChildListLink({ child, label, icon = <ListAltIcon /> }: ChildListLinkProps) {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const { canAccess } = useCanAccess({ resource: child.name, action: 'list' });
  if (!record || canAccess !== true) return null;
  return <LinkButton to={resourcePaths(child, record.id).list} label={label} icon={icon} />;
}
