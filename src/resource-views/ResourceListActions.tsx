// List toolbar: 'Agregar filtro' (the declared filters and the saved queries), the resource's own links
// (sections.listActions), Nuevo (its route, or a dialog with `views.modal`), Masivo and Importar CSV
// (each by its permission), Exportar and Actualizar; on a phone, 'Ordenar por' (PhoneSortButton).
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Fragment } from 'react';
import { Button, FilterButton, RefreshButton, TopToolbar, useCanAccess } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { CsvImportButton } from '../bulk/CsvImportButton';
import { ExportMenuButton } from './export';
import { LinkButton } from '../shell/LinkButton';
import { PhoneSortButton } from './PhoneSortButton';
import { useResourceModal } from './ResourceModalContext';
import type { ViewSection } from './types';
import { useResourcePaths } from '../shell/useParentLink';
import { useVisibleSections } from './useVisibleSections';
import { usePermissionCodes } from '../shell/usePermissionCodes';

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
  return (
    // Buttons wrap onto a second line on a narrow screen instead of running off it.
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {/* The declared filters, and react-admin's saved queries of this list (kept in the browser's store). */}
      {declaration.list.filters?.length ? <FilterButton /> : null}
      <PhoneSortButton declaration={declaration} />
      {shownLinks.map((link) => (
        <Fragment key={link.key}>{link.element}</Fragment>
      ))}
      {canCreate && modal ? (
        <Button label={declaration.views?.createLabel ?? 'Nuevo'} onClick={() => modal.open({ view: 'create' })}>
          <AddIcon />
        </Button>
      ) : null}
      {paths.parent ? <LinkButton to={paths.parent} label="Volver" icon={<ArrowBackIcon />} /> : null}
      {canCreate && !modal ? (
        <LinkButton to={paths.create} label={declaration.views?.createLabel ?? 'Nuevo'} icon={<AddIcon />} />
      ) : null}
      {bulkAllowed ? (
        <LinkButton to={paths.bulk} label="Masivo" icon={<PlaylistAddIcon />} />
      ) : null}
      {bulkAllowed ? <CsvImportButton declaration={declaration} /> : null}
      {canExport === true ? <ExportMenuButton /> : null}
      <RefreshButton label="Actualizar" />
    </TopToolbar>
  );
}
