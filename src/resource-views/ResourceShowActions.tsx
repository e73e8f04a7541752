// Detail toolbar: Lista, Editar (edit code), Eliminar (delete code), any extra links, Actualizar.
import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/List';
import type { ReactNode } from 'react';
import { RefreshButton, TopToolbar, useCanAccess, useRecordContext } from 'react-admin';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';
import { DeleteRecordButton } from './DeleteRecordButton';
import { LinkButton } from '../shell/LinkButton';
import { useResourcePaths } from '../shell/useParentLink';

export interface ResourceShowActionsProps {
  declaration: ResourceDeclaration;
  /** Resource-specific links, placed before Actualizar. */
  children?: ReactNode;
  /** Whether to offer Editar, when the edit page is more than the resource's edit code (default: that code). */
  editable?: boolean;
}

export function ResourceShowActions({ declaration, children, editable }: ResourceShowActionsProps) {
  const record = useRecordContext<RecordOf<ResourceDeclaration>>();
  const paths = useResourcePaths(declaration);
  const { canAccess: canEdit } = useCanAccess({ resource: declaration.name, action: 'edit' });
  return (
    <TopToolbar>
      <LinkButton to={paths.list} label="Lista" icon={<ListIcon />} />
      {(editable ?? canEdit) && record ? (
        <LinkButton to={paths.edit(record.id)} label="Editar" icon={<EditIcon />} />
      ) : null}
      <DeleteRecordButton declaration={declaration} />
      {children}
      <RefreshButton label="Actualizar" />
    </TopToolbar>
  );
}
