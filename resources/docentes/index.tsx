// The teachers resource: list, detail, create, edit and masivo generated from the declaration.
import CoPresentIcon from '@mui/icons-material/CoPresent';
import { buildResource } from '../../src/resource-views/buildResource';
import schema from './schema';

export default buildResource(schema, { icon: CoPresentIcon });
