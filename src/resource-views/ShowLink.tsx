// The 'Ver' link of a list row, to the Spanish detail route. A plain anchor (its eye icon is CSS,
// see listTableStyles.ts): one element per row instead of a MUI button's six, no hooks. The table
// body turns a click into router navigation (data-path), or a detail dialog (data-id).
export const SHOW_LINK_CLASS = 'aula-show-link';

export function ShowLink({ href, path, id }: { href: string; path: string; id: string }) {
  return (
    <a className={SHOW_LINK_CLASS} href={href} data-path={path} data-id={id}>
      Ver
    </a>
  );
}
