// The school's calendar (core/school/calendar.ts): templates, keys, presets, tutoring, current slot.
import { describe, expect, it } from 'vitest';
import {
  currentSlot,
  datedKey,
  isMorning,
  isTemplateSlot,
  maxWeeklyBlocks,
  parseSlotKey,
  slotsOfDate,
  TUTORING_RANGES,
  tutoringSlots,
  WEEKLY_TEMPLATE,
  WEEKLY_TEMPLATES,
  weekdayKey,
  weekdayOfDate,
  weeklyKeys,
} from '../../core/school/calendar';
import { fixedClock } from '../../core/engine/clock';

describe('weekly template', () => {
  it('has the ten 90-minute weekday slots and, in the school’s reading, five on Saturday', () => {
    expect(WEEKLY_TEMPLATE[1]).toEqual(['06:00', '07:30', '09:00', '10:40', '12:10', '13:40', '15:10', '16:50', '18:20', '19:50']);
    expect(WEEKLY_TEMPLATE[6]).toEqual(['08:00', '09:30', '11:00', '13:00', '14:30']);
    expect(WEEKLY_TEMPLATES.sabadoComoSemana[6]).toEqual(WEEKLY_TEMPLATE[1]);
  });

  it('derives a room’s maximum weekly blocks from the template (55; 60 in the other reading)', () => {
    expect(maxWeeklyBlocks()).toBe(55);
    expect(maxWeeklyBlocks(WEEKLY_TEMPLATES.sabadoComoSemana)).toBe(60);
    expect(weeklyKeys()).toHaveLength(55);
    expect(weeklyKeys()[0]).toBe('1T06:00');
    expect(weeklyKeys().at(-1)).toBe('6T14:30');
  });

  it('gives each date its day’s slots, none on Sunday', () => {
    expect(weekdayOfDate('2026-11-23')).toBe(1); // a Monday
    expect(weekdayOfDate('2026-11-28')).toBe(6);
    expect(weekdayOfDate('2026-11-29')).toBe(7);
    expect(slotsOfDate('2026-11-28')).toEqual(WEEKLY_TEMPLATE[6]);
    expect(slotsOfDate('2026-11-29')).toEqual([]);
  });
});

describe('slot keys', () => {
  it('writes and reads weekday and dated keys', () => {
    expect(weekdayKey(3, '09:00')).toBe('3T09:00');
    expect(datedKey('2026-11-24', '09:00')).toBe('2026-11-24T09:00');
    expect(parseSlotKey('3T09:00')).toEqual({ kind: 'weekday', day: 3, time: '09:00' });
    expect(parseSlotKey('2026-11-24T09:00')).toEqual({ kind: 'dated', date: '2026-11-24', time: '09:00' });
  });

  it.each(['7T09:00', '0T09:00', '3T24:00', '3T9:00', '2026-02-30T09:00', '2026-11-24 09:00', ''])('refuses %j', (key) => {
    expect(parseSlotKey(key)).toBeNull();
  });

  it('knows which keys are template slots', () => {
    expect(isTemplateSlot('1T10:40')).toBe(true);
    expect(isTemplateSlot('1T10:30')).toBe(false);
    expect(isTemplateSlot('6T19:50')).toBe(false);
    expect(isTemplateSlot('6T19:50', WEEKLY_TEMPLATES.sabadoComoSemana)).toBe(true);
    expect(isTemplateSlot('2026-11-28T13:00')).toBe(true); // Saturday
    expect(isTemplateSlot('2026-11-29T08:00')).toBe(false); // Sunday
  });
});

describe('tutoring', () => {
  it('has 15-minute slots 07:00–19:00 on weekdays and 07:15–15:00 on Saturday', () => {
    const monday = tutoringSlots(1);
    expect(monday[0]).toBe('07:00');
    expect(monday.at(-1)).toBe('18:45');
    expect(monday).toHaveLength(48);
    const saturday = tutoringSlots(6);
    expect(saturday[0]).toBe('07:15');
    expect(saturday.at(-1)).toBe('14:45');
  });

  it('ranges hours 6 am to 7 pm in one-hour steps, with the morning ending at 13:00', () => {
    expect(TUTORING_RANGES[0]).toEqual({ from: '06:00', to: '07:00' });
    expect(TUTORING_RANGES.at(-1)).toEqual({ from: '18:00', to: '19:00' });
    expect(isMorning('12:59')).toBe(true);
    expect(isMorning('13:00')).toBe(false);
  });
});

describe('current slot', () => {
  it('is the slot from 5 minutes before its start to 20 after, on the school’s clock', () => {
    // 09:00 in Bogotá is 14:00 UTC.
    expect(currentSlot(fixedClock('2026-11-24T13:55:00Z'))).toBe('2026-11-24T09:00');
    expect(currentSlot(fixedClock('2026-11-24T14:20:00Z'))).toBe('2026-11-24T09:00');
    expect(currentSlot(fixedClock('2026-11-24T14:21:00Z'))).toBeNull();
    expect(currentSlot(fixedClock('2026-11-24T13:54:00Z'))).toBeNull();
    expect(currentSlot(fixedClock('2026-11-29T14:00:00Z'))).toBeNull(); // Sunday
  });
});
