// The rooms resource: every view generated from the declaration, plus the summary under the list,
// the allowed-types toggles below the edit form (salon/editar_tipos, with the tutoria exclusivity
// rule) and the weekly pre-assignment grid on the detail (235AE1F).
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { P } from '../permissions';
import { buildResource } from '../../src/resource-views/buildResource';
import { AllowedTypesEditor } from '../../src/shared/classTypes/AllowedTypesEditor';
import { editarTipos } from './actions';
import { RoomPreassignmentGrid } from './RoomPreassignmentGrid';
import { RoomsSummary } from './RoomsSummary';
import schema from './schema';

export default buildResource(schema, {
  icon: MeetingRoomIcon,
  sections: {
    list: [{ key: 'resumen', title: 'Resumen de salones', element: <RoomsSummary /> }],
    show: [{ key: 'preasignaciones', title: 'Preasignaciones', element: <RoomPreassignmentGrid />, permission: P.docentes.editPreasignaciones }],
    edit: [{ key: 'tipos', title: 'Tipos Permitidos', element: <AllowedTypesEditor action={editarTipos} declaration={schema} />, permission: P.salones.edit, outside: true }],
  },
});
