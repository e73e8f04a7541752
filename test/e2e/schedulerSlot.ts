// #/programador's slot chosen as a person does: its day, then its hour, from the page's two selects.
// The scheduler's browser tests (scheduler, studentBookings, reasons, phones, accessibility) share it.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { formatHour } from '../../core/engine/dates';
import { MENU_CLOSED } from './browser';

/** Picks the day (by its option's text) and the hour ('HH:MM') on the open scheduler; returns once both menus closed. */
export async function pickSlot(page: Page, dayText: string, hora: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Día' }).click();
  await page.getByRole('option', { name: dayText }).click();
  await expect.poll(() => page.getByRole('listbox').count(), MENU_CLOSED).toBe(0);
  await page.getByRole('combobox', { name: 'Hora' }).click();
  await page.getByRole('option', { name: formatHour(hora), exact: true }).click();
  // The select's menu (and its invisible backdrop, which would swallow a press) is gone.
  await expect.poll(() => page.locator('.MuiPopover-root, [role=listbox]').count(), MENU_CLOSED).toBe(0);
}
