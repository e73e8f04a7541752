// The desktop header (docs/interface.md 'Phone and tablet'): from the width where the menu stops folding into a
// drawer up to a laptop's 1366 px, the administrator's header (every menu entry) is one line tall,
// instead of wrapping its menu onto a second line that pushes every page down.
import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './session';

const openPage = useBrowser();
/** One toolbar line: MUI's dense-enough desktop toolbar with the py 0.5 the header adds. */
const ONE_LINE_MAX_PX = 72;

describe('header', () => {
  it('is one line at every width from 900 to 1366 px', async () => {
    const page = await openPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await login(page, 'admin@escuela.test', 'Admin123!');
    const heights: Record<number, number> = {};
    for (const width of [900, 1000, 1100, 1200, 1280, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      // The layout settles a frame after the resize.
      await page.waitForTimeout(100);
      heights[width] = await page.locator('header').first().evaluate((el) => el.getBoundingClientRect().height);
    }
    expect(Object.entries(heights).filter(([, height]) => height > ONE_LINE_MAX_PX)).toEqual([]);
  }, 120_000);
});
