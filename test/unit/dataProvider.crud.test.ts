import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { changedFields, createBody, idBatches, listBody, pageLocally, searchText, serverFilters, toApiId } from '../../dataProvider/crud';
import { fieldErrorsOf, httpErrorFromResponse } from '../../dataProvider/errors';
import estudiantes from '../../resources/estudiantes/schema';
import salones from '../../resources/salones/schema';

describe('request builders', () => {
  it('toApiId turns numeric route ids into numbers only', () => {
    expect(toApiId('12')).toBe(12);
    expect(toApiId(7)).toBe(7);
    expect(toApiId('abc')).toBe('abc');
    expect(toApiId('1.5')).toBe('1.5');
  });

  it('searchText needs a declared search and the minimum length after trimming', () => {
    expect(searchText(estudiantes, { q: 'abcde' })).toBe('abcde');
    expect(searchText(estudiantes, { q: ' abcd ' })).toBeNull();
    expect(searchText(salones, { q: 'abc' })).toBe('abc');
    expect(searchText(estudiantes, { q: 12345 })).toBeNull();
    expect(searchText(estudiantes, undefined)).toBeNull();
    expect(searchText({ ...salones, list: { ...salones.list, search: undefined } }, { q: 'abcdef' })).toBeNull();
  });

  it('serverFilters drops q and empty values, keeps false, 0 and arrays', () => {
    expect(serverFilters({ q: 'x', a: '', b: undefined, c: false, d: 0, e: [1] })).toEqual({ c: false, d: 0, e: [1] });
  });

  it('listBody keeps por_pagina within 1..1000 and the direction within ASC/DESC', () => {
    expect(listBody(salones, { page: 0, perPage: 5000 }, { field: 'nombre', order: 'desc' }, {})).toMatchObject({
      pagina: 1,
      por_pagina: 1000,
      orden: { campo: 'nombre', direccion: 'DESC' },
    });
    expect(listBody(salones, { page: 2, perPage: 0 }, { field: '', order: 'raro' }, {})).toMatchObject({
      pagina: 2,
      por_pagina: 1,
      orden: { campo: 'nombre', direccion: 'ASC' },
    });
  });

  it('idBatches cuts at 1000 and converts ids', () => {
    const batches = idBatches([...Array.from({ length: 1001 }, (_, i) => String(i + 1))]);
    expect(batches.map((b) => b.length)).toEqual([1000, 1]);
    expect(batches[1]).toEqual([1001]);
    expect(idBatches([])).toEqual([]);
  });
});

describe('pageLocally', () => {
  const rows = [
    { id: 1, nombre: 'b', capacidad: 10 },
    { id: 2, nombre: 'Á', capacidad: 2 },
    { id: 3, nombre: 'c', capacidad: null },
  ];

  it('sorts numbers numerically and text accent-insensitively, blanks last', () => {
    expect(pageLocally([...rows], undefined, { field: 'capacidad', order: 'ASC' }, {}).data.map((r) => r.id)).toEqual([2, 1, 3]);
    expect(pageLocally([...rows], undefined, { field: 'capacidad', order: 'DESC' }, {}).data.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(pageLocally([...rows], undefined, { field: 'nombre', order: 'ASC' }, {}).data.map((r) => r.id)).toEqual([2, 1, 3]);
  });

  it('filters by ids and by value lists', () => {
    expect(pageLocally([...rows], undefined, undefined, { ids: [1, 3] }).total).toBe(2);
    expect(pageLocally([...rows], undefined, undefined, { capacidad: [2, 10] }).data.map((r) => r.id)).toEqual([1, 2]);
  });

  it('returns an empty page past the end with the full total', () => {
    expect(pageLocally([...rows], { page: 3, perPage: 2 }, undefined, {})).toEqual({ data: [], total: 3 });
  });
});

describe('createBody and changedFields', () => {
  it('createBody keeps null (a cleared value) but not undefined', () => {
    expect(createBody(salones, { nombre: 'A', numero: null, capacidad: undefined })).toEqual({ nombre: 'A', numero: null });
  });

  it('changedFields treats null, undefined and "" as the same blank value', () => {
    expect(changedFields(salones, { numero: '', url: null }, { numero: null, url: '' })).toEqual({});
    expect(changedFields(salones, { numero: '' }, { numero: '12' })).toEqual({ numero: '' });
    expect(changedFields(salones, { numero: '12' }, { numero: null })).toEqual({ numero: '12' });
  });

  it('changedFields sends every writable field present when there is no previous record', () => {
    expect(changedFields(salones, { nombre: 'A', tipos_permitidos: ['lab'], id: 1 })).toEqual({ nombre: 'A' });
  });
});

describe('error shaping', () => {
  it('keeps the server code and message and drops non-string field errors', () => {
    const error = httpErrorFromResponse(400, { code: 'ValidationError', message: 'Datos no válidos', errors: { a: 1, b: '' } });
    expect(error).toBeInstanceOf(HttpError);
    expect(error.body).toEqual({ code: 'ValidationError', message: 'Datos no válidos' });
    expect(fieldErrorsOf(error)).toBeNull();
  });

  it('leaves errors of other statuses out of the form shape', () => {
    const error = httpErrorFromResponse(500, { code: 'X', message: 'Falla', errors: { a: 'x' } });
    expect(error.body.errors).toBeUndefined();
  });

  it('uses a Spanish fallback when the body has no message', () => {
    expect(httpErrorFromResponse(500, undefined)).toMatchObject({ message: 'Error de comunicación con el servidor', body: { code: 'HttpError' } });
    expect(httpErrorFromResponse(418, ['x']).message).toBe('Error de comunicación con el servidor');
  });

  it('fieldErrorsOf reads the per-field messages without root', () => {
    const error = httpErrorFromResponse(409, { code: 'Conflict', message: 'Duplicado', errors: { email: 'Ya existe un registro con este valor' } });
    expect(fieldErrorsOf(error)).toEqual({ email: 'Ya existe un registro con este valor' });
    expect(fieldErrorsOf(new Error('x'))).toBeNull();
    expect(fieldErrorsOf(null)).toBeNull();
  });
});
