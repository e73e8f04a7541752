// Issue 43 point 9: a record's pages are named by the record ('Catalina García · Estudiante'), from
// its declaration's representation with a fallback, and nested pages get a breadcrumb trail.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/registry';
import estudiantes from '../../resources/estudiantes/schema';
import { breadcrumbTrail } from '../../src/shell/breadcrumbTrail';
import { recordName, recordPageTitle } from '../../src/shell/recordTitle';

const catalina = { id: 12, primer_nombre: 'Catalina', primer_apellido: 'García' };

describe('record titles', () => {
  it('names the record by its representation, for the detail, the editor and its own pages', () => {
    const name = recordName(estudiantes, catalina);
    expect(name).toBe('Catalina García');
    expect(recordPageTitle(estudiantes, name, 'show')).toBe('Catalina García · Estudiante');
    expect(recordPageTitle(estudiantes, name, 'edit')).toBe('Catalina García · Editar estudiante');
    expect(recordPageTitle(estudiantes, name, 'Clases')).toBe('Catalina García · Clases');
  });

  it('falls back to the label and number when the named fields are blank, and to nothing before the record loads', () => {
    expect(recordName(estudiantes, { id: 12, primer_nombre: null, primer_apellido: '  ' })).toBe('Estudiante n.º 12');
    expect(recordName(estudiantes, undefined)).toBe('');
    expect(recordPageTitle(estudiantes, '', 'show')).toBe('Estudiante');
  });

  it('gives every declared resource a name for its records', () => {
    for (const { declaration } of RESOURCES) {
      expect(recordName(declaration, { id: 3 }), declaration.name).toBe(`${declaration.label.one} n.º 3`);
    }
  });
});

describe('breadcrumb trail', () => {
  const list = { label: 'Estudiantes', to: '/estudiantes' };
  const record = { name: 'Catalina García', to: '/estudiante/detalle/12' };

  it('leads from Inicio through the list and the record to the page, which is not a link', () => {
    expect(breadcrumbTrail({ list, record, current: 'Clases' })).toEqual([
      { label: 'Inicio', to: '/' },
      { label: 'Estudiantes', to: '/estudiantes' },
      { label: 'Catalina García', to: '/estudiante/detalle/12' },
      { label: 'Clases' },
    ]);
  });

  it("ends at the record on its detail, and leaves out a name not loaded yet", () => {
    expect(breadcrumbTrail({ list, record }).at(-1)).toEqual({ label: 'Catalina García' });
    expect(breadcrumbTrail({ list, record: { name: '', to: record.to }, current: 'Editar' }).map((c) => c.label)).toEqual(['Inicio', 'Estudiantes', 'Editar']);
  });
});
