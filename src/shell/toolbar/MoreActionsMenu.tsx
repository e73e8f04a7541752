// A phone toolbar's 'Más acciones' (toolbarPlan.ts): a button with its words opening a menu whose
// items (icon and words) are the toolbar's other actions. Each action is rendered here as usual,
// its button replaced by an item it adds to the menu (ToolbarButton), its dialogs outside the menu.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { Children, type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { LinkBase } from 'react-admin';
import { MORE_ACTIONS_LABEL } from './toolbarPlan';
import { type MenuEntry, ToolbarSlotContext, type ToolbarSlotValue } from './ToolbarSlot';

export function MoreActionsMenu({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<ReadonlyMap<string, MenuEntry>>(new Map());
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const put = useCallback((id: string, entry: MenuEntry | null) => {
    setEntries((previous) => {
      if (entry === null && !previous.has(id)) return previous;
      const next = new Map(previous);
      if (entry === null) next.delete(id);
      else next.set(id, entry);
      return next;
    });
  }, []);
  const close = () => setOpen(false);
  const choose = (entry: MenuEntry) => {
    close();
    if (button.current) entry.latest.current.onClick?.(button.current);
  };
  return (
    <>
      {Children.toArray(children).map((child, index) => (
        <MenuSlot key={index} put={put} order={index}>{child}</MenuSlot>
      ))}
      {entries.size > 0 ? (
        <>
          <Button
            ref={button}
            size="small"
            startIcon={<MoreVertIcon />}
            aria-haspopup="menu"
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            onClick={() => setOpen(true)}
          >
            {MORE_ACTIONS_LABEL}
          </Button>
          <Menu id={menuId} anchorEl={button.current} open={open} onClose={close}>
            {[...entries].sort(([, a], [, b]) => a.order - b.order).map(([id, entry]) =>
              entry.to ? (
                <MenuItem key={id} component={LinkBase} to={entry.to} disabled={entry.disabled} onClick={close}>
                  <ListItemIcon>{entry.latest.current.icon}</ListItemIcon>
                  <ListItemText>{entry.label}</ListItemText>
                </MenuItem>
              ) : (
                <MenuItem key={id} disabled={entry.disabled} aria-haspopup={entry.popup ? 'menu' : undefined} onClick={() => choose(entry)}>
                  <ListItemIcon>{entry.latest.current.icon}</ListItemIcon>
                  <ListItemText>{entry.label}</ListItemText>
                </MenuItem>
              ),
            )}
          </Menu>
        </>
      ) : null}
    </>
  );
}

/** One action of the menu, with its place in the toolbar's order. */
function MenuSlot({ put, order, children }: { put: ToolbarSlotValue['put']; order: number; children: ReactNode }) {
  const slot = useMemo<ToolbarSlotValue>(() => ({ place: 'menu', phone: true, put, order }), [put, order]);
  return <ToolbarSlotContext.Provider value={slot}>{children}</ToolbarSlotContext.Provider>;
}
