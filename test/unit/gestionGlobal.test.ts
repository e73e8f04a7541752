// Global management's controls follow the privilege ceiling (core/engine/privileges.ts).
import { describe, expect, it } from 'vitest';
import type { GlobalPerson } from '../../core/school/globalManagement';
import { ALL_PERMISSION_CODES, P } from '../../core/engine/permissions';
import { deletedAtText, personControls } from '../../src/pages/globalManagement/globalManagement';

const person = (overrides: Partial<GlobalPerson> = {}): GlobalPerson => ({
  id: 7, primer_nombre: 'Ana', segundo_nombre: null, primer_apellido: 'Ruiz', segundo_apellido: null, numero_documento: '123456', email: 'ana@correo.test',
  activo: true, es: true, pr: false, ad: false, fu: false, sede_id: 1, sede: 'Centro', sede_programacion: null, grupo: null, curso_actual: null, deleted_at: null,
  ...overrides,
});

describe('personControls', () => {
  const all = new Set(ALL_PERMISSION_CODES);

  it('the strongest codes reach everything but granting oneself a role or deactivating oneself', () => {
    expect(personControls(person(), all, 1)).toEqual({ activo: true, roles: { ad: true, pr: true, es: true }, sede: true });
    const self = personControls(person({ id: 1, fu: true, grupo: 'Administrador', ad: true }), all, 1);
    expect(self.activo).toBe(false);
    expect(self.roles).toEqual({ ad: true, pr: false, es: true });
  });

  it('a student desk reaches students only', () => {
    const desk = new Set([P.estudiantes.activo, P.estudiantes.sede]);
    expect(personControls(person(), desk, 1)).toEqual({ activo: true, roles: { ad: false, pr: false, es: true }, sede: true });
    expect(personControls(person({ fu: true, es: false, grupo: 'Consulta' }), desk, 1)).toEqual({ activo: false, roles: { ad: false, pr: false, es: false }, sede: false });
  });

  it('granting needs 13FF6EC4; granting ADMIN needs the strongest code', () => {
    const granter = new Set([P.usuarios.activarRol, P.docentes.edit, P.estudiantes.activo]);
    const controls = personControls(person(), granter, 1);
    expect(controls.roles.pr).toBe(true);
    expect(controls.roles.ad).toBe(false);
  });

  it('a deleted person offers nothing, and shows when', () => {
    const gone = person({ deleted_at: '2026-03-04T20:05:09Z' });
    expect(personControls(gone, all, 1)).toEqual({ activo: false, roles: { ad: false, pr: false, es: false }, sede: false });
    expect(deletedAtText(gone)).toMatch(/^04\/03\/2026 \d{1,2}:05:09 (am|pm|a\. m\.|p\. m\.)$/i);
    expect(deletedAtText(person())).toBe('');
  });
});
