// A whole react-admin resource from its declaration: list, detail, create, edit and masivo
// pages generated; any of them (or the icon, extra pages) can be overridden.
import ViewListIcon from '@mui/icons-material/ViewList';
import { representRecord, type ResourceDeclaration } from '../../resources/types';
import { lazyView } from './lazyView';
import type { AppResource } from './types';
import { withDeclaration } from './withDeclaration';

const ResourceList = lazyView(() => import('./ResourceList').then((m) => m.ResourceList));
const ResourceShow = lazyView(() => import('./ResourceShow').then((m) => m.ResourceShow));
const ResourceCreate = lazyView(() => import('./ResourceCreate').then((m) => m.ResourceCreate));
const ResourceEdit = lazyView(() => import('./ResourceEdit').then((m) => m.ResourceEdit));
const BulkPage = lazyView(() => import('../bulk/BulkPage').then((m) => m.BulkPage));

export function buildResource(
  declaration: ResourceDeclaration,
  overrides: Partial<Omit<AppResource, 'declaration'>> = {},
): AppResource {
  return {
    declaration,
    list: withDeclaration(ResourceList, declaration),
    show: withDeclaration(ResourceShow, declaration),
    create: withDeclaration(ResourceCreate, declaration),
    edit: withDeclaration(ResourceEdit, declaration),
    bulk: declaration.bulk ? withDeclaration(BulkPage, declaration) : undefined,
    icon: ViewListIcon,
    recordRepresentation: (record) => representRecord(declaration, record),
    ...overrides,
  };
}
