// src/pages/display/displayScreen.ts: the wall display shows the current slot's classes, else the
// configured page (http(s) only), else 'Sin clases en este momento' with the next slot.
import { describe, expect, it } from 'vitest';
import type { PantallaAnswer } from '../../core/school/scheduler/displays';
import { pantallaHeading, pantallaScreen } from '../../src/pages/display/displayScreen';

const clase = {
  id: 1, fecha: '2026-11-23', hora: '07:30', salon_id: 3, salon: 'Salón 101', capacidad: 12, profesor_id: 7, profesor: 'Ana Ruiz',
  tipos: ['regular_1'], agendados: 1, estudiantes: ['Luis Pérez'],
};
const base: PantallaAnswer = { fecha: '2026-11-23', sede: 'Sede Norte', hora: null, clases: [], siguiente: '09:00', url: null };

describe('pantallaScreen', () => {
  it('shows the classes of a current slot', () => {
    expect(pantallaScreen({ ...base, hora: '07:30', clases: [clase], url: 'https://cartelera.test/' })).toEqual({ kind: 'clases' });
  });

  it('shows the configured page when no slot (or no class) is current', () => {
    expect(pantallaScreen({ ...base, url: 'https://cartelera.test/' })).toEqual({ kind: 'externa', url: 'https://cartelera.test/' });
    expect(pantallaScreen({ ...base, hora: '07:30', url: 'http://intranet/x' })).toEqual({ kind: 'externa', url: 'http://intranet/x' });
  });

  it('else a clean screen naming the next slot, or that none is left today', () => {
    expect(pantallaScreen(base)).toEqual({ kind: 'vacia', siguiente: 'Próxima clase: 9:00 am' });
    expect(pantallaScreen({ ...base, siguiente: null })).toEqual({ kind: 'vacia', siguiente: 'No hay más clases hoy' });
    expect(pantallaScreen({ ...base, url: 'javascript:alert(1)' })).toEqual({ kind: 'vacia', siguiente: 'Próxima clase: 9:00 am' });
  });

  it('heads the display with the sede, the date and the slot', () => {
    expect(pantallaHeading({ ...base, hora: '13:40' })).toBe('Sede Norte · 23/11/2026 · Clases de las 1:40 pm');
    expect(pantallaHeading({ ...base, sede: null })).toBe('23/11/2026');
  });
});
