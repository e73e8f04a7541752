// Where a toolbar button is drawn (toolbarPlan.ts): on the bar (react-admin's button on a laptop,
// a button with its words on a phone) or as an item of the 'Más acciones' menu. Without a slot —
// every button outside the list and detail toolbars — a ToolbarButton is react-admin's Button, as before.
import { createContext, type MutableRefObject, type ReactElement, useContext } from 'react';

export interface MenuEntryLatest {
  icon: ReactElement;
  /** What the action does, given the element a menu of its own opens from. */
  onClick?: (anchor: HTMLElement) => void;
}

export interface MenuEntry {
  label: string;
  disabled: boolean;
  /** A link's route (the item is a link). */
  to?: string;
  /** The item opens a menu of its own (the menu stays the anchor's). */
  popup: boolean;
  /** The icon and handler of the button's latest render. */
  latest: MutableRefObject<MenuEntryLatest>;
  /** Its action's place in the toolbar: an item that comes late (a permission read) still takes its place. */
  order: number;
}

export interface ToolbarSlotValue {
  place: 'bar' | 'menu';
  phone: boolean;
  /** Adds (or with null, removes) a menu item; only in the menu. */
  put?: (id: string, entry: MenuEntry | null) => void;
  /** In the menu: the action's place in the toolbar's order. */
  order?: number;
}

export const ToolbarSlotContext = createContext<ToolbarSlotValue | null>(null);

export const useToolbarSlot = (): ToolbarSlotValue | null => useContext(ToolbarSlotContext);
