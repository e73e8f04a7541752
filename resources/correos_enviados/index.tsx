// 'Correos enviados': the outbox, list and detail only (mails are written by the server).
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { buildResource } from '../../src/resource-views/buildResource';
import schema from './schema';

export default buildResource(schema, { icon: MailOutlineIcon });
