// The board's refusals name the one rule that failed (issue 25), and a card that cannot move says why.
import { describe, expect, it } from 'vitest';
import { fitRefusal, fullRefusal } from '../../core/school/scheduler/fit';
import { lockReason } from '../../src/pages/scheduler/refusals';

const CLASE = { tipos: ['regular_2', 'regular_3'], sede_id: 1, fecha: '2099-01-05', hora: '07:30' };
const BOOKING = { tipo_clase: 'regular_2', sede_id: 1, fecha: '2099-01-05', hora: '07:30' };

describe('fitRefusal', () => {
  it('is null when the booking fits', () => {
    expect(fitRefusal(BOOKING, CLASE)).toBeNull();
    expect(fitRefusal({ ...BOOKING, tipo_clase: 'regular_3' }, CLASE)).toBeNull();
  });

  it('names the type rule with both sides by short name', () => {
    expect(fitRefusal({ ...BOOKING, tipo_clase: 'lab' }, CLASE)).toEqual({
      rule: 'tipo', message: 'El tipo no corresponde: el agendamiento es de LAB y la clase de TN1 + TN2',
    });
  });

  it.each([
    ['sede', { sede_id: 2 }, 'La sede no corresponde: la clase es de otra sede'],
    ['fecha', { fecha: '2099-01-06' }, 'La fecha no corresponde: la clase es de otro día'],
    ['hora', { hora: '09:00' }, 'La hora no corresponde: la clase es de otra hora'],
  ] as const)('names the %s rule alone, never the list of rules', (rule, over, message) => {
    const refusal = fitRefusal({ ...BOOKING, ...over }, CLASE);
    expect(refusal).toEqual({ rule, message });
    expect(refusal?.message).not.toMatch(/tipo, sede|fecha u hora/);
  });

  it('checks the type first when several rules fail', () => {
    expect(fitRefusal({ tipo_clase: 'lab', sede_id: 2, fecha: '2099-01-06', hora: '09:00' }, CLASE)?.rule).toBe('tipo');
  });
});

describe('fullRefusal and lockReason', () => {
  it('names the capacity with its seats', () => {
    expect(fullRefusal(3, 3)).toBe('La clase no tiene cupo (3 de 3 ocupados)');
  });

  it('says why a card is locked: the codes, else the state; nothing when it moves', () => {
    expect(lockReason('asignado', true, true)).toBeNull();
    expect(lockReason('notificado', false, true)).toBe('Bloqueado: un agendamiento notificado no se mueve (solo solicitado o asignado)');
    expect(lockReason('asignado', true, false)).toBe('Bloqueado: su usuario no tiene permiso para mover agendamientos');
  });
});
