// The 'Ver' link of a list row, to the Spanish detail route. A plain anchor (its eye icon is CSS,
// see listTableStyles.ts): one element per row instead of a MUI button's six, no hooks. The table
// body turns a click into router navigation (data-path).
export const SHOW_LINK_CLASS = 'aula-show-link';

export function ShowLink({ href, path }: { href: string; path: string }) {
  return (
    <a className={SHOW_LINK_CLASS} href={href} data-path={path}>
      Ver
    </a>
  );
}
