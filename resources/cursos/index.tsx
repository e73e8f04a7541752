// The courses resource: list, detail, create, edit and masivo generated from the declaration.
import SchoolIcon from '@mui/icons-material/School';
import { buildResource } from '../../src/resource-views/buildResource';
import schema from './schema';

export default buildResource(schema, { icon: SchoolIcon });
