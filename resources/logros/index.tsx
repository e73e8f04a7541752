// A course's achievements: the list under the course with its view, new and edit dialogs (each at
// its own route) and the masivo page, generated from the declaration.
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { buildResource } from '../../src/resource-views/buildResource';
import schema from './schema';

export default buildResource(schema, { icon: EmojiEventsIcon });
