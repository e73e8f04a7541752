// Which routes the shell draws bare — the page alone, no header, menu or footer: the custom pages
// of src/shell/pages.ts marked layout 'bare' (/pantalla, the wall display).
import type { CustomPage } from '../../core/engine/registry';
import { PAGES } from '../shell/pages';

export function isBarePage(pathname: string, pages: readonly CustomPage[] = Object.values(PAGES)): boolean {
  return pages.some((page) => page.layout === 'bare' && (pathname === page.path || pathname === `${page.path}/`));
}
