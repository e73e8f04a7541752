// A toolbar action, drawn where its slot says (ToolbarSlot.ts): react-admin's Button off a toolbar
// and on a laptop's bar (unchanged: icon and words, an icon alone below 600 px), a button with its
// words on a phone's bar, or an item (icon and words) of the 'Más acciones' menu — there the action
// component stays mounted outside the menu, so its dialogs and permission checks are its own.
import { Button as MuiButton } from '@mui/material';
import { type ReactElement, useId, useLayoutEffect, useRef } from 'react';
import { Button, LinkBase } from 'react-admin';
import { type MenuEntryLatest, useToolbarSlot } from './ToolbarSlot';

export interface ToolbarButtonProps {
  label: string;
  /** The icon. */
  children: ReactElement;
  /** The action, given the element a menu of its own would open from. */
  onClick?: (anchor: HTMLElement) => void;
  /** A link's route instead of an action. */
  to?: string;
  disabled?: boolean;
  color?: 'primary' | 'error';
  'aria-label'?: string;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

export function ToolbarButton({ label, children, onClick, to, disabled = false, color = 'primary', ...aria }: ToolbarButtonProps) {
  const slot = useToolbarSlot();
  const id = useId();
  const latest = useRef<MenuEntryLatest>({ icon: children, onClick });
  useLayoutEffect(() => {
    latest.current = { icon: children, onClick };
  });
  const put = slot?.place === 'menu' ? slot.put : undefined;
  const order = slot?.order ?? 0;
  const popup = aria['aria-haspopup'] === 'menu';
  useLayoutEffect(() => {
    if (!put) return undefined;
    put(id, { label, disabled, to, popup, latest, order });
    return () => put(id, null);
  }, [put, id, label, disabled, to, popup, order]);
  if (slot?.place === 'menu') return null;
  const click = onClick ? (event: { currentTarget: HTMLElement }) => onClick(event.currentTarget) : undefined;
  if (slot?.phone) {
    return to ? (
      <MuiButton component={LinkBase} to={to} size="small" color={color} startIcon={children} disabled={disabled} {...aria}>{label}</MuiButton>
    ) : (
      <MuiButton size="small" color={color} startIcon={children} disabled={disabled} onClick={click} {...aria}>{label}</MuiButton>
    );
  }
  return to ? (
    <Button component={LinkBase} to={to} label={label} color={color} disabled={disabled} {...aria}>{children}</Button>
  ) : (
    <Button label={label} color={color} disabled={disabled} onClick={click} {...aria}>{children}</Button>
  );
}
