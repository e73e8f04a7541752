// The reason catalogue: list, detail, new and edit pages generated from the declaration.
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import { buildResource } from '../../src/resource-views/buildResource';
import schema from './schema';

export default buildResource(schema, { icon: ChatIcon });
