// Detail toolbar: Lista, Editar (edit code), Eliminar (delete code), any extra links, Actualizar; on a
// phone 'Editar' with its words and the others in 'Más acciones' (src/shell/toolbar).
import EditIcon from '@mui/icons-material/Edit';
import ListIcon from '@mui/icons-material/List';

import { useBelow } from '../layout/useBelow';
import { Children, Fragment, type ReactNode } from 'react';
import { TopToolbar, useCanAccess, useRecordContext } from 'react-admin';
import type { RecordOf, ResourceDeclaration } from '../../core/engine/declaration/resource';
import { DeleteRecordButton } from './DeleteRecordButton';
import { PHONE_BELOW } from '../layout/breakpoints';
import { LinkButton } from '../shell/LinkButton';
import { BarSlot, MoreActionsMenu, splitToolbar, ToolbarRefreshButton } from '../shell/toolbar';
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
  const phone = useBelow(PHONE_BELOW);
  const actions: { key: string; element: ReactNode }[] = [
    { key: 'lista', element: <LinkButton to={paths.list} label="Lista" icon={<ListIcon />} /> },
    { key: 'editar', element: (editable ?? canEdit) && record ? <LinkButton to={paths.edit(record.id)} label="Editar" icon={<EditIcon />} /> : null },
    { key: 'eliminar', element: <DeleteRecordButton declaration={declaration} /> },
    // Each link its own action: its own place in 'Más acciones'.
    ...Children.toArray(children).map((child, index) => ({ key: `enlace-${index}`, element: child })),
    { key: 'actualizar', element: <ToolbarRefreshButton /> },
  ];
  const split = splitToolbar(actions.filter((action) => action.element !== null && action.element !== undefined), phone);
  const elements = (list: typeof actions) => list.map((action) => <Fragment key={action.key}>{action.element}</Fragment>);
  return (
    <TopToolbar>
      <BarSlot phone={phone}>{elements(split.bar)}</BarSlot>
      {split.menu.length > 0 ? <MoreActionsMenu>{elements(split.menu)}</MoreActionsMenu> : null}
    </TopToolbar>
  );
}
