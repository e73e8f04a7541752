// The groups resource: #/grupos generated from the declaration (nombre and 'Ver', 10 per page, the
// 'Nuevo Grupo' dialog by 4F40D01B) and its own detail page of permission switches (./GrupoDetalle.tsx).
import GroupsIcon from '@mui/icons-material/Groups';
import { buildResource } from '../../src/resource-views/buildResource';
import { lazyView } from '../../src/shell/lazyView';
import schema from './schema';

const GrupoDetalle = lazyView(() => import('./GrupoDetalle').then((m) => m.GrupoDetalle));

export default buildResource(schema, { icon: GroupsIcon, show: GrupoDetalle });
