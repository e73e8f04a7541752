// The sub-editors below the teacher's basic-data form
// (docs/domain/teachers-rooms.md 'Teachers, rooms and pre-assignments'): availability, allowed types, allowed courses and
// default room, each saved apart with its named action (3329CE3B).
import { P } from '../../core/engine/permissions';
import type { ViewSection } from '../../src/resource-views/types';
import { lazyView } from '../../src/shell/lazyView';
import { editarCursos, editarTipos } from './actions';
import schema from './schema';

// Sections load with the page that shows them (lazyView), not with the login page.
const AllowedTypesEditor = lazyView(() => import('../../src/shared/classTypes/AllowedTypesEditor').then((m) => m.AllowedTypesEditor));
const AvailabilityEditor = lazyView(() => import('./AvailabilityEditor').then((m) => m.AvailabilityEditor));
const AllowedCoursesEditor = lazyView(() => import('../../src/shared/courses/AllowedCoursesEditor').then((m) => m.AllowedCoursesEditor));
const DefaultRoomEditor = lazyView(() => import('./DefaultRoomEditor').then((m) => m.DefaultRoomEditor));

export const DOCENTE_EDIT_SECTIONS: readonly ViewSection[] = [
  { key: 'disponibilidad', title: 'Disponibilidad', element: <AvailabilityEditor />, permission: P.docentes.edit, outside: true },
  { key: 'tipos', title: 'Tipos Permitidos', element: <AllowedTypesEditor action={editarTipos} declaration={schema} />, permission: P.docentes.edit, outside: true },
  { key: 'cursos', title: 'Cursos permitidos', element: <AllowedCoursesEditor action={editarCursos} declaration={schema} />, permission: P.docentes.edit, outside: true },
  { key: 'salon', title: 'Salón predeterminado', element: <DefaultRoomEditor />, permission: P.docentes.edit, outside: true },
];
