// The rooms resource: every view generated from the declaration, plus the summary under the list,
// the allowed-types toggles below the edit form (salon/editar_tipos, with the tutoria exclusivity
// rule), the allowed courses (salon/editar_cursos) and the weekly pre-assignment grid on the detail (235AE1F).
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { P } from '../../core/engine/permissions';
import { buildResource } from '../../src/resource-views/buildResource';
import { lazyView } from '../../src/shell/lazyView';
import { PreassignmentsSection } from '../../src/shared/week/PreassignmentsSection';
import { editarCursos, editarTipos } from './actions';
import schema from './schema';

// Sections load with the page that shows them (lazyView), not with the login page.
const AllowedCoursesEditor = lazyView(() => import('../../src/shared/courses/AllowedCoursesEditor').then((m) => m.AllowedCoursesEditor));
const AllowedTypesEditor = lazyView(() => import('../../src/shared/classTypes/AllowedTypesEditor').then((m) => m.AllowedTypesEditor));
const RoomPreassignmentGrid = lazyView(() => import('./RoomPreassignmentGrid').then((m) => m.RoomPreassignmentGrid));
const RoomsSummary = lazyView(() => import('./RoomsSummary').then((m) => m.RoomsSummary));

export default buildResource(schema, {
  icon: MeetingRoomIcon,
  sections: {
    list: [{ key: 'resumen', title: 'Resumen de salones', element: <RoomsSummary /> }],
    show: [{ key: 'preasignaciones', title: 'Preasignaciones', element: <PreassignmentsSection of="salon" grid={RoomPreassignmentGrid} />, permission: P.docentes.editPreasignaciones }],
    edit: [
      { key: 'tipos', title: 'Tipos Permitidos', element: <AllowedTypesEditor action={editarTipos} declaration={schema} />, permission: P.salones.edit, outside: true },
      { key: 'cursos', title: 'Cursos permitidos', element: <AllowedCoursesEditor action={editarCursos} declaration={schema} />, permission: P.salones.edit, outside: true },
    ],
  },
});
