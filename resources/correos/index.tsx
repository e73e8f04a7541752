// A course's e-mail templates: list, detail, nuevo and editar under the course, generated from the
// declaration.
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { buildResource } from '../../src/resource-views/buildResource';
import schema from './schema';

export default buildResource(schema, { icon: ForwardToInboxIcon });
