// List toolbar: 'Agregar filtro' (the declared filters and the saved queries), the resource's own links
// (sections.listActions), Nuevo (its route, or a dialog with `views.modal`), Masivo and Importar CSV
// (each by its permission), Exportar and Actualizar; on a phone, 'Ordenar por' (PhoneSortButton), and
// the bar's words with the other actions in 'Más acciones' (src/shell/toolbar).
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';

import { useBelow } from '../layout/useBelow';
import { Fragment, type ReactNode } from 'react';
import { FilterButton, TopToolbar, useCanAccess } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { CsvImportButton } from '../bulk/CsvImportButton';
import { ExportMenuButton } from './export';
import { LinkButton } from '../shell/LinkButton';
import { BarSlot, MoreActionsMenu, splitToolbar, ToolbarButton, ToolbarRefreshButton } from '../shell/toolbar';
import { PHONE_BELOW } from '../layout/breakpoints';
import { PhoneSortButton } from './PhoneSortButton';
import { useResourceModal } from './ResourceModalContext';
import type { ViewSection } from './types';
import { useResourcePaths } from '../shell/useParentLink';
import { useVisibleSections } from './useVisibleSections';
import { usePermissionCodes } from '../shell/usePermissionCodes';

// react-admin's own 'Agregar filtro' and 'Ordenar por' are bare icons on a phone: their names written beside them.
const PHONE_ICON_WORDS = {
  '& .MuiIconButton-root[aria-label]': { borderRadius: 1, gap: 0.5, padding: '4px 5px', fontSize: '0.8125rem', fontWeight: 500, textTransform: 'uppercase' },
  '& .MuiIconButton-root[aria-label]::after': { content: 'attr(aria-label)' },
} as const;

export function ResourceListActions({ declaration, links }: { declaration: ResourceDeclaration; links?: readonly ViewSection[] }) {
  const shownLinks = useVisibleSections(links);
  const paths = useResourcePaths(declaration);
  const modal = useResourceModal();
  const { canAccess: canCreateRecord } = useCanAccess({ resource: declaration.name, action: 'create' });
  const { codes } = usePermissionCodes();
  // Exams: 'Nuevo' also needs 19E70E2C (views.createLinkCodes) besides the create code.
  const canCreate = canCreateRecord === true && (declaration.views?.createLinkCodes ?? []).every((code) => codes.includes(code));
  const { canAccess: canBulk } = useCanAccess({ resource: declaration.name, action: 'bulk' });
  const bulkAllowed = canBulk === true && declaration.bulk !== undefined;
  // <prefix>/exportar needs the list's code and the detail's ('export'). Not asked as 'list': a
  // query under that key is what <List> reads to show its loader, and this toolbar's, cancelled while
  // the loader hides it, would keep the page loading forever.
  const { canAccess: canExport } = useCanAccess({ resource: declaration.name, action: 'export' });
  const phone = useBelow(PHONE_BELOW);
  // In the toolbar's order; on a phone the bar keeps its main actions with their words and the rest
  // go into 'Más acciones' (toolbarPlan.ts), each action keeping its own code and dialog.
  const actions: { key: string; element: ReactNode }[] = [
    // The declared filters, and react-admin's saved queries of this list (kept in the browser's store).
    { key: 'filtro', element: declaration.list.filters?.length ? <FilterButton /> : null },
    { key: 'ordenar', element: <PhoneSortButton declaration={declaration} /> },
    ...shownLinks.map((link) => ({ key: `enlace-${link.key}`, element: link.element })),
    {
      key: 'nuevo',
      element: canCreate && modal ? (
        <ToolbarButton label={declaration.views?.createLabel ?? 'Nuevo'} onClick={() => modal.open({ view: 'create' })}>
          <AddIcon />
        </ToolbarButton>
      ) : null,
    },
    { key: 'volver', element: paths.parent ? <LinkButton to={paths.parent} label="Volver" icon={<ArrowBackIcon />} /> : null },
    { key: 'nuevo', element: canCreate && !modal ? <LinkButton to={paths.create} label={declaration.views?.createLabel ?? 'Nuevo'} icon={<AddIcon />} /> : null },
    { key: 'masivo', element: bulkAllowed ? <LinkButton to={paths.bulk} label="Masivo" icon={<PlaylistAddIcon />} /> : null },
    { key: 'importar', element: bulkAllowed ? <CsvImportButton declaration={declaration} /> : null },
    { key: 'exportar', element: canExport === true ? <ExportMenuButton /> : null },
    { key: 'actualizar', element: <ToolbarRefreshButton /> },
  ];
  const split = splitToolbar(actions.filter((action) => action.element !== null), phone);
  const elements = (list: typeof actions) => list.map((action) => <Fragment key={action.key}>{action.element}</Fragment>);
  return (
    // Buttons wrap onto a second line on a narrow screen instead of running off it.
    <TopToolbar sx={{ flexWrap: 'wrap', ...(phone ? PHONE_ICON_WORDS : {}) }}>
      <BarSlot phone={phone}>{elements(split.bar)}</BarSlot>
      {split.menu.length > 0 ? <MoreActionsMenu>{elements(split.menu)}</MoreActionsMenu> : null}
    </TopToolbar>
  );
}
