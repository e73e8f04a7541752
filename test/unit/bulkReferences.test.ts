import { describe, expect, it } from 'vitest';
import estudiantes from '../../resources/estudiantes/schema';
import { BULK_TEXTS, filas, lineList } from '../../core/engine/bulkMessages';
import { foldText, REFERENCE_MESSAGES, referenceResolver, resolveReference, validateBulkRecord } from '../../core/engine/references';

const SEDES = [
  { id: 1, name: 'Bogotá Chapinero' },
  { id: 2, name: 'Sede Norte' },
  { id: 12, name: 'Medellín Centro' },
];
const TIPOS = [
  { id: 'CC', name: 'Cédula de ciudadanía' },
  { id: 'NIT', name: 'NIT' },
];
const CURSOS = [
  { id: 5, name: 'Inglés A1 - Módulo 1', code: 'EN-A1-1' },
  { id: 6, name: 'Inglés A1 - Módulo 1', code: 'EN-A1-1S' },
  { id: 7, name: 'Inglés A1 - Módulo 2', code: 'EN-A1-2' },
];

describe('resolveReference', () => {
  it.each([
    [SEDES, 2, 2],
    [SEDES, '12', 12],
    [SEDES, '012', 12],
    [SEDES, 'Sede Norte', 2],
    [SEDES, 'sede norte', 2],
    [SEDES, '  SEDE   NORTE ', 2],
    [SEDES, 'bogota chapinero', 1],
    [SEDES, 'MEDELLÍN CENTRO', 12],
    [TIPOS, 'CC', 'CC'],
    [TIPOS, 'cc', 'CC'],
    [TIPOS, 'Cédula de ciudadanía', 'CC'],
    [TIPOS, 'cedula de ciudadania', 'CC'],
    [TIPOS, 'nit', 'NIT'],
    [CURSOS, 'en-a1-2', 7],
    [CURSOS, 'Inglés A1 - Módulo 2', 7],
    [CURSOS, 'EN-A1-1S', 6],
  ])('%j: %j → %j', (options, raw, value) => {
    expect(resolveReference(options, raw)).toEqual({ value });
  });

  it('refuses what names no option', () => {
    expect(resolveReference(SEDES, 'Sede Nrte')).toEqual({ error: 'Valor no permitido' });
    expect(resolveReference(SEDES, '99')).toEqual({ error: 'Valor no permitido' });
    expect(resolveReference(TIPOS, 'XX')).toEqual({ error: 'Valor no permitido' });
  });

  it('refuses an ambiguous name, naming the options and how to choose', () => {
    expect(resolveReference(CURSOS, 'inglés a1 - módulo 1')).toEqual({
      error: 'Valor ambiguo: «inglés a1 - módulo 1» corresponde a 2 opciones (Inglés A1 - Módulo 1 = EN-A1-1; Inglés A1 - Módulo 1 = EN-A1-1S). Escriba el código o el número.',
    });
    const many = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: 'Igual' }));
    expect(REFERENCE_MESSAGES.ambiguous('igual', many)).toBe(
      'Valor ambiguo: «igual» corresponde a 5 opciones (Igual = 1; Igual = 2; Igual = 3, …). Escriba el código o el número.',
    );
    expect(referenceResolver(many)('1')).toEqual({ value: 1 });
    // Named by code whatever order the lookup's rows came in (a database returns same-name rows in any order).
    expect(resolveReference([...CURSOS].reverse(), 'inglés a1 - módulo 1')).toEqual(resolveReference(CURSOS, 'inglés a1 - módulo 1'));
    expect(REFERENCE_MESSAGES.ambiguous('igual', [...many].reverse())).toBe(REFERENCE_MESSAGES.ambiguous('igual', many));
  });

  it('folds case, accents and spaces', () => {
    expect(foldText('  Ñandú   ÁRBOL ')).toBe('nandu arbol');
  });
});

describe('validateBulkRecord', () => {
  it('resolves references, then applies the shared validation; unresolved cells keep the resolver message', () => {
    const resolvers = new Map([
      ['sedes', referenceResolver(SEDES)],
      ['tiposDocumento', referenceResolver(TIPOS)],
      ['cursos', referenceResolver(CURSOS)],
    ]);
    const line = {
      primer_nombre: 'Ana', primer_apellido: 'Pérez', tipo_documento: 'cédula de ciudadanía', numero_documento: '1234567',
      movil: '3001234567', email: 'ANA@correo.com', sede_id: 'sede norte', curso_actual_id: 'inglés a1 - módulo 1',
    };
    const { values, errors } = validateBulkRecord(estudiantes, line, resolvers);
    expect(values).toMatchObject({ tipo_documento: 'CC', sede_id: 2, email: 'ana@correo.com' });
    expect(Object.keys(errors)).toEqual(['curso_actual_id']);
    expect(errors.curso_actual_id).toMatch(/^Valor ambiguo/);
    // Without options only the type is checked, as before.
    expect(validateBulkRecord(estudiantes, { ...line, sede_id: '2', curso_actual_id: '5' }, new Map()).errors).toEqual({});
  });
});

describe('bulk messages', () => {
  it('read well in the singular and the plural, with line lists in Spanish', () => {
    expect([filas(1), filas(2), filas(0)]).toEqual(['1 fila', '2 filas', '0 filas']);
    expect([lineList([7]), lineList([7, 13]), lineList([3, 7, 13])]).toEqual(['7', '7 y 13', '3, 7 y 13']);
    expect(lineList(Array.from({ length: 12 }, (_, i) => i + 1))).toBe('1, 2, 3, 4, 5, 6, 7, 8, 9, 10 y 2 más');
    expect([BULK_TEXTS.created(1), BULK_TEXTS.created(20)]).toEqual(['Se creó 1 registro.', 'Se crearon 20 registros.']);
    expect(BULK_TEXTS.rejected([7, 13])).toBe('No se guardó ningún registro: 2 filas con errores (7 y 13).');
    expect(BULK_TEXTS.rejected([4])).toBe('No se guardó ningún registro: 1 fila con errores (4).');
    expect([BULK_TEXTS.importValid(1), BULK_TEXTS.importValid(18)]).toEqual(['Importar solo 1 fila válida', 'Importar solo las 18 filas válidas']);
  });
});
