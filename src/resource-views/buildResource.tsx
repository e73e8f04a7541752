// A whole react-admin resource from its declaration: list, detail, create, edit and masivo
// pages generated; any of them (or the icon, extra pages) can be overridden.
import ViewListIcon from '@mui/icons-material/ViewList';
import { representRecord, type ResourceDeclaration } from '../../resources/types';
import { BulkPage } from '../bulk/BulkPage';
import { ResourceCreate } from './ResourceCreate';
import { ResourceEdit } from './ResourceEdit';
import { ResourceList } from './ResourceList';
import { ResourceShow } from './ResourceShow';
import type { AppResource } from './types';
import { withDeclaration } from './withDeclaration';

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
