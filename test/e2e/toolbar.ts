// A toolbar action by its words at any width (issue 43 point 8): a button of the bar, or on a phone
// an item of the labelled 'Más acciones' menu (src/shell/toolbar), opened first.
import type { Locator, Page } from 'playwright-core';

/** The action named `name`: the bar's button, else (a phone) the menu's item once 'Más acciones' is open. */
export async function toolbarAction(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));
  const more = page.getByRole('button', { name: 'Más acciones' });
  await button.or(more).first().waitFor();
  if ((await more.count()) === 0) return button.first();
  await more.click();
  const item = page.getByRole('menuitem', { name, exact: true });
  await item.waitFor();
  return item;
}
