// Debian's chromium driven by playwright-core (no browser download: it cannot happen here).
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--lang=es-CO',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How long a select's menu may take to close after a choice: its exit transition and the page's
 * re-render ran past expect.poll's default second on a loaded 2-core CI (the condition is the same).
 */
export const MENU_CLOSED = { timeout: 15_000 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
