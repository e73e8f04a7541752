// The banners resource (docs/domain/courses-exams-banners.md 'Courses, exams, banners and closures'): list at #/banners/lista,
// nuevo, detalle and #/banner/editar/:id, generated from the declaration.
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { buildResource } from '../../src/resource-views/buildResource';
import schema from './schema';

export default buildResource(schema, { icon: ViewCarouselIcon });
