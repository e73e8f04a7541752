// The surveys resource (#/encuestas, F83DCEB2): generated list, detail, create, edit and CSV import
// (#/encuesta/masivo), the low-code path by which schools load their survey answers.
import ThumbUpIcon from '@mui/icons-material/ThumbUpAlt';
import { buildResource } from '../../src/resource-views/buildResource';
import schema from './schema';

export default buildResource(schema, { icon: ThumbUpIcon });
