// The exams resource (#/examenes, B7A9DE95): list, 'Nuevo' (39237B08 and 19E70E2C) and the edit page
// (827D5C7D) with the criteria editor, generated from the declaration.
import QuizIcon from '@mui/icons-material/Quiz';
import { buildResource } from '../../src/resource-views/buildResource';
import schema from './schema';

export default buildResource(schema, { icon: QuizIcon });
