// Issue 43 (point 13): a list's export needs the list's code and the detail's; SIET's data are
// columns only for holders of the SIET report's code; the 403 names the permission, not its code.
import { describe, expect, it } from 'vitest';
import { exportCodes, mayExport, mayExportField, missingExportCodeMessage, permissionName } from '../../core/engine/export/exportAccess';
import type { FieldDeclaration } from '../../core/engine/declaration/field';
import { P } from '../../core/engine/permissions';
import { SIET_FIELDS } from '../../core/school/students/siet';
import estudiantes from '../../resources/estudiantes/schema';

const codes = (...list: string[]) => new Set(list);

describe('who may export a list', () => {
  it('needs the list’s code and the detail’s, both', () => {
    expect(exportCodes(estudiantes.permissions)).toEqual([P.estudiantes.list, P.estudiantes.show]);
    expect(mayExport(estudiantes.permissions, codes(P.estudiantes.list, P.estudiantes.show))).toBe(true);
    expect(mayExport(estudiantes.permissions, codes(P.estudiantes.list))).toBe(false);
    expect(mayExport(estudiantes.permissions, codes(P.estudiantes.show))).toBe(false);
  });

  it('names the missing permission by its name, never its code', () => {
    const name = permissionName(P.estudiantes.show, estudiantes);
    expect(name).toBe('Ver detalle de estudiante');
    expect(missingExportCodeMessage(name)).toBe('No tiene permiso para exportar: requiere también el permiso «Ver detalle de estudiante».');
    expect(missingExportCodeMessage(name)).not.toContain(P.estudiantes.show);
  });
});

describe('SIET’s data in a list’s export', () => {
  it('every field of “Datos SIET” is exported only with the SIET report’s code', () => {
    for (const field of SIET_FIELDS) {
      expect(mayExportField(field, codes(P.estudiantes.list, P.estudiantes.show)), field.source).toBe(false);
      expect(mayExportField(field, codes(P.reportes.siet)), field.source).toBe(true);
    }
    const fields: readonly FieldDeclaration[] = estudiantes.fields;
    const sensitive = fields.filter((f) => f.exportCodes !== undefined).map((f) => f.source);
    expect(sensitive).toEqual(expect.arrayContaining(['discapacidad', 'grupo_etnico', 'regimen_salud']));
    // A basic datum stays: the name, the document.
    expect(sensitive).not.toContain('numero_documento');
  });
});
