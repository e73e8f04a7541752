// Where a toolbar's actions go (issue 43 point 8): on a laptop or tablet every action is a button
// of the bar, as react-admin draws it; on a phone (below PHONE_BELOW) react-admin's buttons shrink
// to unlabelled icons, so the bar keeps only the page's main actions, with their words, and the rest
// go into the labelled 'Más acciones' menu (icon and words each). Pure: the toolbars ask it.

/** The actions a phone's bar keeps: finding and creating on a list, editing on a detail. */
export const PHONE_BAR_ACTIONS: ReadonlySet<string> = new Set(['filtro', 'ordenar', 'nuevo', 'editar']);

/** The label of the menu that holds a phone's other actions. */
export const MORE_ACTIONS_LABEL = 'Más acciones';

export interface ToolbarSplit<T extends { key: string }> {
  /** The bar's actions, in the toolbar's order. */
  bar: T[];
  /** The menu's actions, in the toolbar's order (none off a phone). */
  menu: T[];
}

/** The toolbar's actions (in its order) split between the bar and the 'Más acciones' menu. */
export function splitToolbar<T extends { key: string }>(actions: readonly T[], phone: boolean): ToolbarSplit<T> {
  if (!phone) return { bar: [...actions], menu: [] };
  return { bar: actions.filter((action) => PHONE_BAR_ACTIONS.has(action.key)), menu: actions.filter((action) => !PHONE_BAR_ACTIONS.has(action.key)) };
}
