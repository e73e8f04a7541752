// The student area's names of states (core/school/scheduler/studentLabels.ts) and the hour as it shows
// them.
import { describe, expect, it } from 'vitest';
import { ESTADOS_AGENDAMIENTO } from '../../core/school/scheduler/bookings';
import { studentBookingLabel, tutoringStateLabel } from '../../core/school/scheduler/studentLabels';
import { formatHour } from '../../core/engine/dates';

describe('studentBookingLabel', () => {
  it("names the class still without one 'Sin Asignar', attendance 'Asistió' / 'No asistió', the rest as the scheduler does", () => {
    expect(studentBookingLabel('solicitado')).toBe('Sin Asignar');
    expect(studentBookingLabel('asistido')).toBe('Asistió');
    expect(studentBookingLabel('ausencia')).toBe('No asistió');
    for (const estado of ['asignado', 'cancelado', 'notificado', 'asistente', 'bloqueado'] as const) {
      expect(studentBookingLabel(estado)).toBe(ESTADOS_AGENDAMIENTO[estado].label);
    }
  });
  it('shows any other value raw', () => {
    expect(studentBookingLabel('en_revision')).toBe('en_revision');
    expect(studentBookingLabel('toString')).toBe('toString');
  });
});

describe('tutoringStateLabel', () => {
  it('maps the four stored states, and shows any other raw', () => {
    expect(['programada', 'asistida', 'ausencia', 'cancelada'].map(tutoringStateLabel)).toEqual(['Solicitado', 'Asistió', 'No asistió', 'Cancelado']);
    expect(tutoringStateLabel('pendiente')).toBe('pendiente');
    expect(tutoringStateLabel('constructor')).toBe('constructor');
  });
});

describe('formatHour', () => {
  it("writes a slot's HH:mm as h:mm a", () => {
    expect(['00:05', '06:00', '11:59', '12:00', '13:40', '19:50'].map(formatHour)).toEqual(['12:05 am', '6:00 am', '11:59 am', '12:00 pm', '1:40 pm', '7:50 pm']);
  });
  it('leaves anything else as it came', () => {
    expect(formatHour('25:00')).toBe('25:00');
    expect(formatHour('7:30')).toBe('7:30');
  });
});
