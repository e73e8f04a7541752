// Which scheduler buttons, menus and drags a user gets, from their codes (P.programador and a few others). Pure: the
// server refuses the same calls by the same codes; this only hides what would be refused.
import { P } from '../../../core/engine/permissions';
import type { BoardAbilities } from './BoardContext';

export function boardAbilities(codes: readonly string[]): BoardAbilities {
  const has = (code: string) => codes.includes(code);
  const S = P.programador;
  return {
    move: has(S.clases),
    unassign: has(S.clases) && has(S.unassignAgendamiento),
    autoAssign: has(S.autoAssign),
    cancel: has(P.estudiantes.cancelAgendamiento),
    createClass: has(S.createClase),
    deleteClass: has(S.deleteClase),
    changeTeacher: has(S.changeDocente),
    changeRoom: has(S.changeSalon),
    book: has(S.createAgendamiento),
    reorganize: has(S.reorganizar),
    teacherLink: has(P.docentes.show),
    roomLink: has(P.salones.show),
    attendance: has(P.progreso.editAsistencia),
  };
}
