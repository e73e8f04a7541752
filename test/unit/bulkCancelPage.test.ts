// #/cacelacionMasiva's rules: the hours are the chosen date's class slots, 'Procesar' only with a
// date, one of its hours and a sede, and the confirmation names the three.
import { describe, expect, it } from 'vitest';
import { canProcess, confirmQuestion, EMPTY_CHOICE, hourOptions, stateLabel, withDate } from '../../src/pages/bulkCancel/bulkCancel';

describe('bulk cancellation choices', () => {
  it('offer the weekday’s or Saturday’s class slots, none on Sunday or without a date', () => {
    expect(hourOptions('2026-11-23').map((o) => o.value)).toEqual(['06:00', '07:30', '09:00', '10:40', '12:10', '13:40', '15:10', '16:50', '18:20', '19:50']);
    expect(hourOptions('2026-11-23')[1]).toEqual({ value: '07:30', label: '7:30 am' });
    expect(hourOptions('2026-11-28').map((o) => o.value)).toEqual(['08:00', '09:30', '11:00', '13:00', '14:30']);
    expect(hourOptions('2026-11-29')).toEqual([]);
    expect(hourOptions('')).toEqual([]);
  });

  it('keep the hour only when the new date has it', () => {
    const monday = { fecha: '2026-11-23', hora: '07:30', sede: 3 };
    expect(withDate(monday, '2026-11-24')).toEqual({ fecha: '2026-11-24', hora: '07:30', sede: 3 });
    expect(withDate(monday, '2026-11-28')).toEqual({ fecha: '2026-11-28', hora: '', sede: 3 });
    expect(withDate(monday, '')).toEqual({ fecha: '', hora: '', sede: 3 });
  });

  it('allow Procesar only with the date, one of its hours and a sede', () => {
    expect(canProcess(EMPTY_CHOICE)).toBe(false);
    expect(canProcess({ fecha: '2026-11-23', hora: '07:30', sede: null })).toBe(false);
    expect(canProcess({ fecha: '2026-11-23', hora: '', sede: 1 })).toBe(false);
    expect(canProcess({ fecha: '', hora: '07:30', sede: 1 })).toBe(false);
    expect(canProcess({ fecha: '2026-11-28', hora: '07:30', sede: 1 })).toBe(false); // not a Saturday slot
    expect(canProcess({ fecha: '2026-11-23', hora: '07:30', sede: 1 })).toBe(true);
  });

  it('ask naming the sede, date and hour', () => {
    expect(confirmQuestion({ fecha: '2026-11-23', hora: '07:30', sede: 1 }, 'Bogotá Chapinero')).toBe(
      'Se cancelarán todos los agendamientos solicitados o asignados de la sede Bogotá Chapinero el 23/11/2026 a las 7:30 am. Esta acción no se puede deshacer.',
    );
    expect(stateLabel('asignado')).toBe('Asignado');
    expect(stateLabel('otro')).toBe('otro');
  });
});
