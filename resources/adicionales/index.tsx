// A topic's files: their generated views exist (a child's list under #/tema/{id}/adicionales), but
// staff work with them on the topic's detail (resources/temas: preparation and feedback sections).
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { buildResource } from '../../src/resource-views/buildResource';
import schema from './schema';

export default buildResource(schema, { icon: AttachFileIcon });
