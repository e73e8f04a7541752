// A whole react-admin resource from its declaration: list, detail, create, edit and masivo
// pages generated; any of them (or the icon, extra pages) can be overridden, and sections added to
// the generated detail, edit and create views without replacing them.
import ViewListIcon from '@mui/icons-material/ViewList';
import { representRecord, type ResourceDeclaration } from '../../core/engine/declaration/resource';
import { lazyView } from '../shell/lazyView';
import type { FormColumns } from './formLayout';
import type { AppResource, ViewSections } from './types';
import { withDeclaration } from './withDeclaration';

const ResourceList = lazyView(() => import('./ResourceList').then((m) => m.ResourceList));
const ResourceShow = lazyView(() => import('./ResourceShow').then((m) => m.ResourceShow));
const ResourceCreate = lazyView(() => import('./ResourceCreate').then((m) => m.ResourceCreate));
const ResourceEdit = lazyView(() => import('./ResourceEdit').then((m) => m.ResourceEdit));
const BulkPage = lazyView(() => import('../bulk/BulkPage').then((m) => m.BulkPage));

export interface BuildResourceOptions extends Partial<Omit<AppResource, 'declaration'>> {
  /** Sections added to the generated views (an overridden view receives none). */
  sections?: ViewSections;
  /** The generated create and edit forms in two columns, like a detail's cards (students). */
  formColumns?: FormColumns;
}

export function buildResource(declaration: ResourceDeclaration, options: BuildResourceOptions = {}): AppResource {
  const { sections = {}, formColumns: columns, ...overrides } = options;
  // The list opens the views as dialogs with `views.modal`: it carries their sections, and their
  // routes show it with the route's dialog open.
  const list = withDeclaration(ResourceList, declaration, { sections }, [...(sections.listActions ?? []), ...(sections.list ?? [])]);
  const modal = declaration.views?.modal === true;
  return {
    declaration,
    list,
    show: modal
      ? list
      : withDeclaration(ResourceShow, declaration, { sections: sections.show, links: sections.showActions }, [...(sections.show ?? []), ...(sections.showActions ?? [])]),
    create: modal ? list : withDeclaration(ResourceCreate, declaration, { sections: sections.create, columns }, sections.create),
    edit: modal ? list : withDeclaration(ResourceEdit, declaration, { sections: sections.edit, columns }, sections.edit),
    bulk: declaration.bulk ? withDeclaration(BulkPage, declaration) : undefined,
    icon: ViewListIcon,
    recordRepresentation: (record) => representRecord(declaration, record),
    ...overrides,
  };
}
