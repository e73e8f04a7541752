// The student's attributes that the school manages one by one (docs/domain/student-record.md 'The student's record': the
// editor), each with its dual-code rule: while unset either code, once set only the stronger
// (first) one. The declaration (./schema.ts) lists these very objects and the editor's named
// actions (./attributeActions.ts) point at them, so each pair is written here only.
import type { AttributeField } from '../../engine/actions';
import { P } from '../../engine/permissions';

const E = P.estudiantes;

/** A pair: the stronger code, then the weaker that may only assign a first value. */
const pair = (strong: string, weak: string) => ({ set: [strong], unset: [strong, weak] });

const COURSE_CODES = pair(E.editCurso, E.assignCurso);

/** Keeps each attribute's own source and type (RecordOf of the students' declaration reads them). */
const keepNames = <S extends string, A extends Record<string, AttributeField & { source: S }>>(attributes: A): A => attributes;

export const STUDENT_ATTRIBUTES = keepNames({
  // Some students have no current course (the detail says so): required for new ones only.
  curso_actual_id: { source: 'curso_actual_id', type: 'select', lookup: 'cursos', label: 'Curso actual', required: 'create', editCodes: COURSE_CODES },
  tipo_pago: {
    source: 'tipo_pago',
    type: 'select',
    lookup: 'metodosPago',
    label: 'Tipo de pago',
    required: true,
    requiredMessage: 'Debe seleccionar un tipo de pago',
    inEdit: false, // changed later through its own permissioned action
    editCodes: pair(E.editMetodoPago, E.assignMetodoPago),
  },
  // Managed by named actions (validity, level changes…), never by crear/editar. A defaultValue is
  // the column's default, which new rows start with (and makes it NOT NULL).
  nivel_id: { source: 'nivel_id', type: 'select', lookup: 'niveles', label: 'Nivel actual', readOnly: true, editCodes: COURSE_CODES },
  vigencia: { source: 'vigencia', type: 'date', label: 'Vigencia', readOnly: true, editCodes: pair(E.editVigencia, E.assignVigencia) },
  sabados: { source: 'sabados', type: 'boolean', label: 'Sábados', readOnly: true, defaultValue: false, editCodes: pair(E.editSabadosVersant, E.assignSabadosVersant) },
  versant: { source: 'versant', type: 'boolean', label: 'Versant', readOnly: true, defaultValue: false, editCodes: pair(E.editSabadosVersant, E.assignSabadosVersant) },
  requiere_clase_0: { source: 'requiere_clase_0', type: 'boolean', label: 'Clase cero', readOnly: true, defaultValue: false, editCodes: pair(E.editClaseCero, E.assignClaseCero) },
  enviar_notificaciones: {
    source: 'enviar_notificaciones',
    type: 'boolean',
    label: 'Notificaciones por correo',
    readOnly: true,
    defaultValue: true,
    editCodes: { set: [E.editNotificaciones] },
  },
  habilitar_tutoria: { source: 'habilitar_tutoria', type: 'boolean', label: 'Tutorías habilitadas', readOnly: true, defaultValue: false, editCodes: { set: [E.editTutorias] } },
  // The levels the student may take (estudiante/actualizar_niveles).
  niveles: { source: 'niveles', type: 'references', lookup: 'niveles', label: 'Niveles disponibles', readOnly: true, editCodes: COURSE_CODES },
});
