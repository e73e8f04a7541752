// lista's answer as the dataProvider takes it (dataProvider/responses.ts asPage): a page of objects
// and a total, else the 'invalid response' error; the records are kept as they came, not copied.
import { describe, expect, it } from 'vitest';
import { asPage } from '../../dataProvider/responses';

describe('asPage', () => {
  it('answers the records themselves and the total', () => {
    const datos = [{ id: 1, nombre: 'Catalina' }, { id: 2, nombre: 'Andrés', sede: { id: 3 } }];
    const page = asPage({ datos, total: 41 });
    expect(page.total).toBe(41);
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toBe(datos[0]);
    expect(page.data[1]).toBe(datos[1]);
  });

  it.each([
    ['a record that is a number', { datos: [{ id: 1 }, 7], total: 2 }],
    ['a record that is null', { datos: [null], total: 1 }],
    ['a record that is an array', { datos: [[1, 2]], total: 1 }],
    ['no total', { datos: [] }],
    ['a negative total', { datos: [], total: -1 }],
    ['a total that is not whole', { datos: [], total: 1.5 }],
    ['datos that is not a list', { datos: { id: 1 }, total: 1 }],
    ['no body', null],
  ])('refuses %s', (_name, body) => {
    expect(() => asPage(body)).toThrow(expect.objectContaining({ body: expect.objectContaining({ code: 'InvalidResponse' }) }));
  });
});
