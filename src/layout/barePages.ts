// Which routes the shell draws bare — the page alone, no header, menu or footer: the custom pages
// of resources/registry.ts marked layout 'bare' (doc 2 §2: /pantalla, the wall display).
import { type CustomPage, PAGES } from '../../resources/registry';

export function isBarePage(pathname: string, pages: readonly CustomPage[] = Object.values(PAGES)): boolean {
  return pages.some((page) => page.layout === 'bare' && (pathname === page.path || pathname === `${page.path}/`));
}
