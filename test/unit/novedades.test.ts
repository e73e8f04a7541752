// Teachers' novedades (core/school/novedades.ts): the fixed list of reasons, the motivo 'reason /
// description' and back, the hours a date offers (regular and tutor), the form's rules and the bodies.
import { describe, expect, it } from 'vitest';
import { tutoringSlots, WEEKLY_TEMPLATE } from '../../core/school/calendar';
import { addDays, fixedClock } from '../../core/engine/clock';
import {
  composeMotivo,
  crearNovedadBody,
  eliminarNovedadBody,
  hoursOfDate,
  MIN_DELETE_REASON,
  MIN_DESCRIPTION,
  NOVEDAD_MESSAGES,
  NOVEDAD_REASONS,
  novedadDraftErrors,
  parseMotivo,
  reasonName,
  verNovedadesBody,
} from '../../core/school/novedades';

const DESCRIPTION = 'Cita médica programada con varios días de anticipación';
const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('reasons', () => {
  it('are the school’s reasons, code: label, with the minimums 30 and 5', () => {
    expect(NOVEDAD_REASONS.map((r) => `${r.codigo}: ${r.nombre}`)).toEqual([
      '1: Licencia Remunerada', '2: Licencia No Remunerada', '3: Incapacidad', '4: Llegada tarde', '5: Vacaciones', '6: Inasistencia', '10: Otro',
    ]);
    expect([MIN_DESCRIPTION, MIN_DELETE_REASON]).toEqual([30, 5]);
    expect(reasonName(10)).toBe('Otro');
    expect(reasonName(7)).toBeUndefined();
  });
});

describe('motivo', () => {
  it("is 'reason / description' (trimmed) and reads back to its code", () => {
    expect(composeMotivo(3, `  ${DESCRIPTION} `)).toBe(`Incapacidad / ${DESCRIPTION}`);
    expect(() => composeMotivo(7, DESCRIPTION)).toThrow();
    for (const { codigo } of NOVEDAD_REASONS) expect(parseMotivo(composeMotivo(codigo, DESCRIPTION))).toEqual({ codigo, descripcion: DESCRIPTION });
  });

  it('tells Licencia Remunerada from Licencia No Remunerada, and refuses texts without a reason', () => {
    expect(parseMotivo('Licencia No Remunerada / x')?.codigo).toBe(2);
    expect(parseMotivo('Licencia Remunerada / x')?.codigo).toBe(1);
    expect(parseMotivo('Licencia / x')).toBeNull();
    expect(parseMotivo('Vacaciones/ sin espacio')).toBeNull();
    expect(parseMotivo(DESCRIPTION)).toBeNull();
  });
});

describe('hours of a date', () => {
  it("offer the weekly template's slots of the weekday: ten on Monday, Saturday's five, none on Sunday", () => {
    expect(hoursOfDate(MONDAY)).toEqual(WEEKLY_TEMPLATE[1]);
    expect(hoursOfDate(MONDAY)).toHaveLength(10);
    expect(hoursOfDate(SATURDAY)).toEqual(['08:00', '09:30', '11:00', '13:00', '14:30']);
    expect(hoursOfDate(SUNDAY)).toEqual([]);
  });

  it("offer a tutor the tutoring template's quarter-hours (none on Sunday)", () => {
    expect(hoursOfDate(MONDAY, true)).toEqual(tutoringSlots(1));
    expect(hoursOfDate(MONDAY, true).slice(0, 3)).toEqual(['07:00', '07:15', '07:30']);
    expect(hoursOfDate(SATURDAY, true)[0]).toBe('07:15');
    expect(hoursOfDate(SATURDAY, true).at(-1)).toBe('14:45');
    expect(hoursOfDate(SUNDAY, true)).toEqual([]);
  });
});

/** The school's clock at noon (Bogotá) of the day before `tomorrow`. */
const clockFor = (tomorrow: string) => fixedClock(`${addDays(tomorrow, -1)}T17:00:00Z`);

describe('the create form', () => {
  const valid = { fecha: MONDAY, horas: ['06:00', '09:00'], codigo: 5, descripcion: DESCRIPTION };

  it('is ready when every rule holds', () => {
    expect(novedadDraftErrors(valid, clockFor('2026-11-20'))).toEqual({});
    expect(novedadDraftErrors({ ...valid, horas: ['07:15'] }, clockFor('2026-11-20'), true)).toEqual({});
  });

  it.each([
    ['no date', { fecha: null, horas: [] }, ['fecha', 'horas']],
    ['a date before tomorrow', { fecha: '2026-11-23' }, ['fecha', 'horas'], '2026-11-24'],
    ['no hour', { horas: [] }, ['horas']],
    ['an hour the date does not offer', { horas: ['07:00'] }, ['horas']],
    ['no reason', { codigo: null }, ['motivo']],
    ['an unknown reason', { codigo: 7 }, ['motivo']],
    ['a description of 29 characters', { descripcion: `${'x'.repeat(29)}   ` }, ['descripcion']],
  ])('is not ready with %s', (_label, patch, fields, tomorrow = '2026-11-20') => {
    expect(Object.keys(novedadDraftErrors({ ...valid, ...patch }, clockFor(tomorrow))).sort()).toEqual([...fields].sort());
  });

  it("takes 'tomorrow' from the school's zone, not the machine's", () => {
    // 04:30 UTC on the 24th is still the 23rd, 23:30, in Bogotá: the 24th is tomorrow there.
    const lateEvening = fixedClock('2026-11-24T04:30:00Z');
    expect(novedadDraftErrors({ ...valid, fecha: '2026-11-24', horas: ['06:00'] }, lateEvening)).toEqual({});
    expect(novedadDraftErrors({ ...valid, fecha: '2026-11-23', horas: ['06:00'] }, lateEvening).fecha).toBe('La fecha no puede ser anterior a mañana');
  });

  it("says why with the shared messages", () => {
    const errors = novedadDraftErrors({ fecha: '2026-11-23', horas: [], codigo: null, descripcion: 'corta' }, clockFor('2026-11-24'));
    expect(errors).toEqual({
      fecha: 'La fecha no puede ser anterior a mañana',
      horas: 'Debe seleccionar al menos una hora',
      motivo: 'Debe seleccionar un motivo de la lista',
      descripcion: 'La descripción debe tener mínimo 30 caracteres',
    });
  });
});

describe('bodies', () => {
  const crear = { docente_id: 7, fecha: MONDAY, horas: ['06:00'], motivo: composeMotivo(6, DESCRIPTION) };

  it('crear takes docente_id (also as digits), fecha, horas and motivo', () => {
    expect(crearNovedadBody.parse({ ...crear, docente_id: '7' })).toEqual(crear);
  });

  it.each([
    [{ fecha: '23/11/2026' }, 'fecha', NOVEDAD_MESSAGES.date],
    [{ fecha: '2026-02-30' }, 'fecha', NOVEDAD_MESSAGES.date],
    [{ horas: [] }, 'horas', 'Debe seleccionar al menos una hora'],
    [{ horas: ['6:00'] }, 'horas.0', 'Hora no válida (HH:mm)'],
    [{ horas: ['06:00', '06:00'] }, 'horas', 'Hay horas repetidas'],
    [{ motivo: `Enfermedad / ${DESCRIPTION}` }, 'motivo', 'Debe seleccionar un motivo de la lista'],
    [{ motivo: 'Otro / demasiado corta' }, 'motivo', 'La descripción debe tener mínimo 30 caracteres'],
    [{ docente_id: 0 }, 'docente_id', 'Debe ser un identificador numérico'],
  ])('crear refuses %j', (patch, field, message) => {
    expect(issues(crearNovedadBody.safeParse({ ...crear, ...patch }))[field]).toBe(message);
  });

  it('ver takes docente_id only; eliminar a novedad_id and a reason of 5 characters', () => {
    expect(verNovedadesBody.parse({ docente_id: 3 })).toEqual({ docente_id: 3 });
    expect(verNovedadesBody.safeParse({ docente_id: 3, otro: 1 }).success).toBe(false);
    expect(eliminarNovedadBody.parse({ novedad_id: '9', motivo: ' Error ' })).toEqual({ novedad_id: 9, motivo: 'Error' });
    expect(issues(eliminarNovedadBody.safeParse({ novedad_id: 9, motivo: ' abcd ' }))).toEqual({ motivo: 'El motivo debe tener mínimo 5 caracteres' });
  });
});
