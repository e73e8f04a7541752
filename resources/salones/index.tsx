// The rooms resource: every view generated from the declaration.
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { buildResource } from '../../src/resource-views/buildResource';
import schema from './schema';

export default buildResource(schema, { icon: MeetingRoomIcon });
