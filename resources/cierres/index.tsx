// The closures resource (#/cierres, E4D2DDE5): the list and the 'Crear Cierre' modal, generated from
// the declaration (the hours offered follow the chosen date; the sedes, the user's permitted ones).
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { buildResource } from '../../src/resource-views/buildResource';
import schema from './schema';

export default buildResource(schema, { icon: EventBusyIcon });
