import { describe, expect, it } from 'vitest';
import estudiantes from '../../resources/estudiantes/schema';
import salones from '../../resources/salones/schema';
import { checkField, validateRecord, bulkCellsToRecord, MESSAGES, NAME_PATTERN } from '../../core/engine/validation';
import { fieldOf, representRecord } from '../../core/engine/declaration/resource';
import { writableFields } from '../../core/engine/writableFields';
import { resourcePaths, routePermission } from '../../core/engine/paths';
import { permissionCatalogue } from '../../core/engine/permissions';
import { DECLARATIONS } from '../../resources/registry';

/** The specification's codes and the registered resources' own. */
const CATALOGUE_CODES = permissionCatalogue(DECLARATIONS).map((p) => p.code);

const validStudent = {
  primer_nombre: 'María José',
  primer_apellido: 'Núñez-Peña',
  tipo_documento: 'CC',
  numero_documento: '1020304050',
  email: 'Maria.Nunez@Correo.com ',
  movil: '+57 300 123 4567',
  sede_id: '3',
  curso_actual_id: 7,
  tipo_pago: 'contado',
};

describe('name pattern', () => {
  it('accepts accented letters and + ( ) . , - and spaces', () => {
    expect(NAME_PATTERN.test('Ángela (Mª) del Río-Ñuñez, Jr.')).toBe(false); // ª is not a letter of the pattern
    expect(NAME_PATTERN.test('Ángela (María) del Río-Ñuñez, Jr. +')).toBe(true);
  });
  it('rejects digits and other symbols', () => {
    expect(NAME_PATTERN.test('Juan2')).toBe(false);
    expect(NAME_PATTERN.test('Juan_Pérez')).toBe(false);
  });
});

describe('validateRecord', () => {
  it('normalises a valid student for create', () => {
    const { values, errors } = validateRecord(estudiantes, validStudent, 'create');
    expect(errors).toEqual({});
    expect(values.email).toBe('maria.nunez@correo.com');
    expect(values.sede_id).toBe(3);
    expect(values.segundo_nombre).toBeNull();
    expect(values).not.toHaveProperty('activo'); // read-only: managed by its own action
  });

  it('requires the payment type with the spec message', () => {
    const { errors } = validateRecord(estudiantes, { ...validStudent, tipo_pago: '' }, 'create');
    expect(errors.tipo_pago).toBe('Debe seleccionar un tipo de pago');
  });

  it('reports every bad field in Spanish', () => {
    const { errors } = validateRecord(
      estudiantes,
      { ...validStudent, primer_nombre: 'J0hn', email: 'no-es-correo', fecha_nacimiento: '31/02/2001', sede_id: 'x' },
      'create',
    );
    expect(errors).toMatchObject({
      primer_nombre: MESSAGES.name,
      email: 'El correo electrónico no es válido',
      fecha_nacimiento: MESSAGES.date,
      sede_id: MESSAGES.choice,
    });
  });

  it('rejects unknown and read-only keys', () => {
    const { errors } = validateRecord(estudiantes, { ...validStudent, password_hash: 'x', activo: true }, 'create');
    expect(errors.password_hash).toBe('Campo no permitido: password_hash');
    expect(errors.activo).toBe('Campo no permitido: activo');
  });

  it('validates only the present fields on edit', () => {
    expect(validateRecord(estudiantes, { id: 4, movil: '3001234567' }, 'edit')).toEqual({ values: { movil: '3001234567' }, errors: {} });
    expect(validateRecord(estudiantes, { primer_nombre: '' }, 'edit').errors.primer_nombre).toBe(MESSAGES.required);
    expect(validateRecord(estudiantes, { tipo_pago: 'contado' }, 'edit').errors.tipo_pago).toMatch(/no permitido/);
  });

  it('uses the bulk columns (payment type is not one of them) and applies defaults', () => {
    const cells = ['Ana', '', 'Gómez', '', 'CC', '52123456', '', '3001112233', 'ana@x.co', '2', '5'];
    const { values, errors } = validateRecord(estudiantes, bulkCellsToRecord(estudiantes, cells), 'bulk');
    expect(errors).toEqual({});
    expect(values).toMatchObject({ primer_nombre: 'Ana', sede_id: 2, curso_actual_id: 5 });
    expect(values).not.toHaveProperty('tipo_pago');
    const room = validateRecord(salones, bulkCellsToRecord(salones, ['Aula 1', '101', '25', '', '4']), 'bulk');
    expect(room.errors).toEqual({});
    expect(room.values).toMatchObject({ capacidad: 25, tipo_salon: 'regular' });
  });

  it('checks numbers, choices, booleans and dates', () => {
    const capacidad = fieldOf(salones, 'capacidad');
    expect(checkField(capacidad, '0')).toEqual({ error: 'Debe ser mayor o igual a 1' });
    expect(checkField(capacidad, '2.5')).toEqual({ error: MESSAGES.integer });
    expect(checkField(fieldOf(salones, 'tipo_salon'), 'sotano')).toEqual({ error: MESSAGES.choice });
    expect(checkField(fieldOf(salones, 'activo'), 'Sí')).toEqual({ value: true });
    expect(checkField(fieldOf(salones, 'activo'), 'quizás')).toEqual({ error: MESSAGES.boolean });
    expect(checkField(fieldOf(estudiantes, 'fecha_nacimiento'), '05/03/2001')).toEqual({ value: '2001-03-05' });
    expect(checkField(fieldOf(estudiantes, 'fecha_nacimiento'), '2001-03-05')).toEqual({ value: '2001-03-05' });
    expect(checkField(fieldOf(salones, 'url'), 'javascript:alert(1)')).toEqual({ error: MESSAGES.url });
  });
});

describe('declarations', () => {
  it('every permission code a declaration uses exists in the catalogue', () => {
    for (const decl of DECLARATIONS) {
      for (const code of Object.values(decl.permissions)) expect(CATALOGUE_CODES).toContain(code);
      for (const column of [...decl.list.columns, ...(decl.bulk?.columns ?? [])]) expect(() => fieldOf(decl, column)).not.toThrow();
    }
  });
  it('derives Spanish routes and guards', () => {
    expect(resourcePaths(estudiantes).show(7)).toBe('/estudiante/detalle/7');
    expect(resourcePaths(salones).bulk).toBe('/salon/masivo');
    expect(routePermission(estudiantes, 'edit')).toBeNull();
    expect(routePermission(estudiantes, 'create')).toBe('D12AEB51');
    expect(routePermission(salones, 'edit')).toBe('EE7EF073');
  });
  it('represents a record and lists writable fields', () => {
    expect(representRecord(estudiantes, { primer_nombre: 'Ana', primer_apellido: 'Ruiz' })).toBe('Ana Ruiz');
    expect(writableFields(salones, 'create').map((f) => f.source)).not.toContain('url');
    expect(writableFields(salones, 'edit').map((f) => f.source)).toContain('url');
  });
});

describe('control and bidi characters (issue 20)', () => {
  const examenes = DECLARATIONS.find((d) => d.name === 'examenes');
  const correos = DECLARATIONS.find((d) => d.name === 'correos');
  const field = (decl: typeof examenes, source: string) => {
    const found = decl?.fields.find((f) => f.source === source);
    if (!found) throw new Error(`sin campo ${source}`);
    return found;
  };

  it('refuses a line break in a name, before its pattern (which \\s would let through)', () => {
    const { values, errors } = validateRecord(estudiantes, { ...validStudent, primer_nombre: 'Ana\nMaria' }, 'create');
    expect(errors).toEqual({ primer_nombre: MESSAGES.characters });
    expect(values).not.toHaveProperty('primer_nombre');
    expect(MESSAGES.characters).toBe('No puede contener caracteres de control ni de dirección de texto');
  });

  it('refuses overrides and controls in every single-line kind: text, name, e-mail, phone, url', () => {
    expect(checkField(field(correos, 'asunto'), 'Su nota\u202E')).toEqual({ error: MESSAGES.characters });
    expect(checkField(field(correos, 'descripcion'), 'Plantilla\u2066 A')).toEqual({ error: MESSAGES.characters });
    expect(checkField(fieldOf(estudiantes, 'email'), 'ana\u202E@correo.test')).toEqual({ error: MESSAGES.characters });
    expect(checkField(fieldOf(estudiantes, 'movil'), '310\u0000555')).toEqual({ error: MESSAGES.characters });
    expect(checkField({ source: 'url', type: 'url', label: 'URL' }, 'https://a.co/\u202Efdp.exe')).toEqual({ error: MESSAGES.characters });
    expect(checkField(fieldOf(estudiantes, 'primer_nombre'), 'Ana\u2028Maria')).toEqual({ error: MESSAGES.characters });
    // Line breaks at the edges are trimmed as any space: what is stored holds none.
    expect(checkField(fieldOf(estudiantes, 'primer_nombre'), ' Ana\r\n')).toEqual({ value: 'Ana' });
  });

  it('keeps line breaks and tabs in a multi-line text and a rich text, not other controls', () => {
    const objetivo = field(examenes, 'objetivo');
    expect(objetivo.text?.multiline).toBe(true);
    expect(checkField(objetivo, 'Línea 1\r\nLínea 2\n\tLínea 3')).toEqual({ value: 'Línea 1\r\nLínea 2\n\tLínea 3' });
    expect(checkField(objetivo, 'Línea 1\nLínea 2\u202E')).toEqual({ error: MESSAGES.charactersMultiline });
    expect(checkField(objetivo, 'Línea 1\u0000')).toEqual({ error: MESSAGES.charactersMultiline });
    const plantilla = field(correos, 'plantilla_correo');
    expect(checkField(plantilla, '<p>Hola</p>\n<p>Adiós</p>')).toEqual({ value: '<p>Hola</p>\n<p>Adiós</p>' });
    expect(checkField(plantilla, '<p>Hola\u202E</p>')).toEqual({ error: MESSAGES.charactersMultiline });
  });

  it('refuses them in a list item and in a bulk line, with the same message', () => {
    const criterios = field(examenes, 'criterios');
    const item = checkField(criterios, [{ nombre: 'Gramática\u202E', maximo: 5, tipo: criterios.jsonList?.item[3]?.choices?.[0]?.id }]);
    expect(item).toEqual({ error: `Elemento 1, Nombre: ${MESSAGES.characters}` });
    const line = bulkCellsToRecord(estudiantes, (estudiantes.bulk?.columns ?? []).map((c) => (c === 'primer_nombre' ? 'Ana\u0007' : '')));
    expect(validateRecord(estudiantes, line, 'bulk').errors.primer_nombre).toBe(MESSAGES.characters);
  });

  it('hold for every declared text field of the registry', () => {
    for (const decl of DECLARATIONS) {
      for (const f of writableFields(decl, 'create')) {
        if (!['text', 'name', 'email', 'phone', 'url', 'richText'].includes(f.type)) continue;
        const message = f.type === 'richText' || f.text?.multiline ? MESSAGES.charactersMultiline : MESSAGES.characters;
        expect(checkField(f, 'abc\u202Edef'), `${decl.name}.${f.source}`).toEqual({ error: message });
        expect(checkField(f, 'abc\u0085def'), `${decl.name}.${f.source}`).toEqual({ error: message });
        if (message === MESSAGES.characters) expect(checkField(f, 'abc\ndef'), `${decl.name}.${f.source}`).toEqual({ error: message });
      }
    }
  });

  it('name an unknown key of any length by at most 100 characters', () => {
    const key = 'k'.repeat(10_000);
    const { errors } = validateRecord(estudiantes, { ...validStudent, [key]: 1 }, 'create');
    const cut = `${'k'.repeat(99)}…`;
    expect(errors).toEqual({ [cut]: `Campo no permitido: ${cut}` });
    expect(MESSAGES.unknown('campo_extra')).toBe('Campo no permitido: campo_extra');
  });
});
