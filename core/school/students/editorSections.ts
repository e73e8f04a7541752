// The student editor's sections in their fixed order (docs/domain/student-record.md 'The student's record', the
// editor) and which of them a user may change now (issue 43 point 5): the editor shows those first
// and folds the rest into one line ('3 secciones solo lectura'); a user who may change none does
// not see the editor's link. Pure: the editor, the detail and the tests share it.
import type { FieldDeclaration } from '../../engine/declaration/field';
import type { PermissionCode } from '../../engine/declaration/access';
import { mayEditField } from '../../engine/fieldAccess';
import { P } from '../../engine/permissions';
import { CHANGE_SEDE_CODES } from '../globalManagement';
import {
  activarCurso, activarNivel, actualizarNiveles, editarClase0, editarNotificaciones, editarSabados, editarTipoPago, editarTutoria,
  editarVersant, editarVigencia, inscribirCurso,
} from './attributeActions';

export type EditorSectionKey =
  | 'basicos' | 'estado' | 'vigencia' | 'niveles' | 'nivel' | 'curso' | 'inscripcion' | 'pago'
  | 'sabados' | 'versant' | 'clase0' | 'notificaciones' | 'sede' | 'tutorias' | 'siet';

/** Who may change a section: one of some codes, or the dual-code rule of the attribute it edits. */
type SectionAccess = { codes: readonly PermissionCode[] } | { field: FieldDeclaration };

export interface EditorSection {
  key: EditorSectionKey;
  /** Its heading, and its name in the save bar and the leave dialog. */
  title: string;
  access: SectionAccess;
}

export const EDITOR_SECTIONS: readonly EditorSection[] = [
  { key: 'basicos', title: 'Datos básicos', access: { codes: [P.estudiantes.edit] } },
  { key: 'estado', title: 'Estado', access: { codes: [P.estudiantes.activo] } },
  { key: 'vigencia', title: 'Vigencia', access: { field: editarVigencia.field } },
  { key: 'niveles', title: 'Niveles disponibles', access: { field: actualizarNiveles.field } },
  { key: 'nivel', title: 'Nivel activo', access: { field: activarNivel.field } },
  { key: 'curso', title: 'Curso activo', access: { field: activarCurso.field } },
  { key: 'inscripcion', title: 'Inscripción a un curso', access: { field: inscribirCurso.field } },
  { key: 'pago', title: 'Método de pago', access: { field: editarTipoPago.field } },
  { key: 'sabados', title: 'Sábados', access: { field: editarSabados.field } },
  { key: 'versant', title: 'Versant', access: { field: editarVersant.field } },
  { key: 'clase0', title: 'Clase cero', access: { field: editarClase0.field } },
  { key: 'notificaciones', title: 'Notificaciones por correo', access: { field: editarNotificaciones.field } },
  { key: 'sede', title: 'Sede', access: { codes: CHANGE_SEDE_CODES } },
  { key: 'tutorias', title: 'Tutorías', access: { field: editarTutoria.field } },
  { key: 'siet', title: 'Datos SIET', access: { codes: [P.estudiantes.edit] } },
];

/** The titles in the editor's order: the save bar lists and saves the changed ones in it. */
export const EDITOR_ORDER: readonly string[] = EDITOR_SECTIONS.map((section) => section.title);

/** Whether the user may change the section for the student as stored now (the dual-code rule's value). */
export function maySectionEdit(section: EditorSection, record: Readonly<Record<string, unknown>>, codes: ReadonlySet<PermissionCode>): boolean {
  const { access } = section;
  if ('codes' in access) return access.codes.some((code) => codes.has(code));
  return mayEditField(access.field, record[access.field.source], codes);
}

/** The sections the user may change, then the read-only ones, each in the editor's order. */
export function splitEditorSections(record: Readonly<Record<string, unknown>>, codes: ReadonlySet<PermissionCode>) {
  const editable: EditorSection[] = [];
  const readOnly: EditorSection[] = [];
  for (const section of EDITOR_SECTIONS) (maySectionEdit(section, record, codes) ? editable : readOnly).push(section);
  return { editable, readOnly };
}

/** The folded line: '1 sección solo lectura', '3 secciones solo lectura'. */
export function readOnlyLine(count: number): string {
  return count === 1 ? '1 sección solo lectura' : `${count} secciones solo lectura`;
}
