// The student editor's sections: which a user may change now (folded otherwise), and the folded line's words.
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES, P } from '../../core/engine/permissions';
import { EDITOR_ORDER, EDITOR_SECTIONS, readOnlyLine, splitEditorSections } from '../../core/school/students/editorSections';
import { CONSULTA_CODES, SECRETARIA } from '../../server/seed/catalog';

const STUDENT = { vigencia: '2026-12-31', niveles: [2], nivel_id: 2, curso_actual_id: 5, tipo_pago: 'efectivo', sabados: false, versant: true };
const keys = (sections: readonly { key: string }[]) => sections.map((section) => section.key);

describe('editorSections', () => {
  it('lists the fifteen sections in the editor order, each title once', () => {
    expect(EDITOR_SECTIONS).toHaveLength(15);
    expect(new Set(EDITOR_ORDER).size).toBe(15);
    expect(EDITOR_ORDER.slice(0, 3)).toEqual(['Datos básicos', 'Estado', 'Vigencia']);
  });

  it('every code: everything editable, nothing folded', () => {
    const { editable, readOnly } = splitEditorSections(STUDENT, new Set(ALL_PERMISSION_CODES));
    expect(editable).toHaveLength(15);
    expect(readOnly).toEqual([]);
  });

  it('consulta may change nothing; secretaria only the basic and SIET data', () => {
    expect(splitEditorSections(STUDENT, new Set(CONSULTA_CODES)).editable).toEqual([]);
    const secretaria = splitEditorSections(STUDENT, new Set(SECRETARIA.codes));
    expect(keys(secretaria.editable)).toEqual(['basicos', 'siet']);
    expect(secretaria.readOnly).toHaveLength(13);
  });

  it('follows the dual-code rule: the weaker code changes an unset value only', () => {
    const weaker = new Set([P.estudiantes.assignVigencia]);
    expect(keys(splitEditorSections(STUDENT, weaker).editable)).toEqual([]);
    expect(keys(splitEditorSections({ ...STUDENT, vigencia: null }, weaker).editable)).toEqual(['vigencia']);
    // Sábados off counts as unset; Versant on needs the stronger code.
    const flags = new Set([P.estudiantes.assignSabadosVersant]);
    expect(keys(splitEditorSections(STUDENT, flags).editable)).toEqual(['sabados']);
  });

  it("says '1 sección solo lectura' and 'N secciones solo lectura'", () => {
    expect(readOnlyLine(1)).toBe('1 sección solo lectura');
    expect(readOnlyLine(3)).toBe('3 secciones solo lectura');
    expect(readOnlyLine(13)).toBe('13 secciones solo lectura');
  });
});
