// The home dashboard's 'Disponibilidad Actual' rules (src/pages/home/availabilityTable.ts): the
// colour of a cell (red without capacity, green full, orange over capacity, blue with seats left,
// gray unknown), the class-type cell, a slot's and a date's Total with its rounded percentage, and
// the columns' order.
import { describe, expect, it } from 'vitest';
import {
  cellColour, dateTotal, slotTotal, totalOf, type TypeAvailability, typeCell, typeColumns, UNKNOWN_CELL,
} from '../../src/pages/home/availabilityTable';

const row = (tipo: string, nombre_corto: string, libres: number, ocupados: number, disponibles: number): TypeAvailability => ({
  tipo, nombre_corto, capacidad_salones_disponibles: libres, capacidad_salones_ocupados: ocupados, ocupacion_salones_ocupados: 0, ocupacion_sin_asignar: 0, disponibles,
});

describe('cellColour', () => {
  it.each([
    // [capacity, available, colour]
    [0, 0, 'red'], // no capacity, even with nobody booked
    [0, -3, 'red'], // no capacity wins over 'over capacity'
    [-1, 0, 'red'],
    [20, 0, 'green'],
    [20, -1, 'orange'],
    [20, 1, 'blue'],
    [20, 20, 'blue'],
    [undefined, 3, 'gray'],
    [20, undefined, 'gray'],
    [Number.NaN, 3, 'gray'],
  ] as const)('capacity %s, available %s → %s', (capacity, available, colour) => {
    expect(cellColour(capacity, available)).toBe(colour);
  });
});

describe('typeCell', () => {
  it('shows available / the seats of the free and occupied rooms allowing the type', () => {
    expect(typeCell(row('regular_3', 'TN2', 19, 16, 22))).toEqual({ text: '22/35', colour: 'blue' });
    expect(typeCell(row('lab', 'LAB', 0, 10, 0))).toEqual({ text: '0/10', colour: 'green' });
    expect(typeCell(row('lab', 'LAB', 0, 10, -2))).toEqual({ text: '-2/10', colour: 'orange' });
    expect(typeCell(row('writing', 'WR', 0, 0, -1))).toEqual({ text: '-1/0', colour: 'red' });
  });

  it('is gray and blank when the slot does not report the type', () => {
    expect(typeCell(undefined)).toEqual(UNKNOWN_CELL);
    expect(UNKNOWN_CELL.colour).toBe('gray');
  });
});

describe('the Total', () => {
  it('is bookings over the occupied rooms’ seats plus the free teachers’ seats, rounded to a percent', () => {
    const total = slotTotal({ hora: '07:30', ocupacion: 8, capacidad_salones_ocupados: 20, capacidad_docentes_disponibles: 25 });
    expect(total).toMatchObject({ ocupacion: 8, capacidad: 45, porcentaje: 18, text: '8/45 (18%)', colour: 'blue' });
  });

  it.each([
    [1, 3, 33, '1/3 (33%)', 'blue'],
    [2, 3, 67, '2/3 (67%)', 'blue'],
    [1, 8, 13, '1/8 (13%)', 'blue'], // 12.5 rounds half up
    [3, 3, 100, '3/3 (100%)', 'green'],
    [5, 4, 125, '5/4 (125%)', 'orange'],
    [0, 0, null, '0/0 (—)', 'red'],
    [2, 0, null, '2/0 (—)', 'red'],
  ] as const)('%s of %s → %s%', (ocupacion, capacidad, porcentaje, text, colour) => {
    expect(totalOf(ocupacion, capacidad)).toEqual({ ocupacion, capacidad, porcentaje, text, colour });
  });

  it('of a date sums its slots', () => {
    const total = dateTotal([
      { hora: '06:00', ocupacion: 27, capacidad_salones_ocupados: 25, capacidad_docentes_disponibles: 19 },
      { hora: '07:30', ocupacion: 15, capacidad_salones_ocupados: 16, capacidad_docentes_disponibles: 0 },
    ]);
    expect(total.text).toBe('42/60 (70%)');
    expect(dateTotal([]).text).toBe('0/0 (—)');
  });
});

describe('typeColumns', () => {
  it('lists every reported type once, in the catalogue’s order', () => {
    const columns = typeColumns([
      undefined,
      [row('lab', 'LAB', 1, 0, 1), row('regular_2', 'TN1', 1, 0, 1)],
      [row('regular_1', 'FN', 1, 0, 1), row('lab', 'LAB', 1, 0, 1), row('nuevo', 'NV', 1, 0, 1)],
    ]);
    expect(columns.map((c) => c.nombre_corto)).toEqual(['FN', 'TN1', 'LAB', 'NV']);
    expect(typeColumns([])).toEqual([]);
  });
});
