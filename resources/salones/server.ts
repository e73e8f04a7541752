// The rooms on the server: the allowed-types and allowed-courses editors' handlers
// (salon/editar_tipos, salon/editar_cursos).
import { defineServerParts } from '../../server/crud/parts';
import { allowedCoursesHandler } from '../../server/school/allowedCourses';
import { allowedTypesHandler } from '../../server/school/allowedTypes';
import schema from './schema';

export default defineServerParts(schema, {
  actions: {
    editarTipos: allowedTypesHandler(),
    editarCursos: allowedCoursesHandler(),
  },
});
