// Leaving the student editor with unsaved sections asks first (issue 43 point 2): the router's
// blocker (react-admin's useBlocker, as its warnWhenUnsavedChanges does), a dialog naming the
// sections, and the browser's own prompt on closing or reloading the tab. One blocker for the whole
// page: the forms' own warnWhenUnsavedChanges stays off (the router allows only one).
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect } from 'react';
import { useBlocker } from 'react-admin';
import { useEditorDrafts } from './EditorDraftsContext';

export function LeaveGuard() {
  const drafts = useEditorDrafts();
  const dirty = drafts?.dirty ?? [];
  const pending = dirty.length > 0;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => pending && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    // A form's own save moves on to the detail while its state is still settling: once nothing is
    // unsaved any more, the blocked move goes ahead by itself.
    if (blocked && !pending) blocker.proceed?.();
  }, [blocked, pending, blocker]);

  useEffect(() => {
    if (!pending) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [pending]);

  return (
    <Dialog open={blocked && pending} onClose={() => blocker.reset?.()} aria-labelledby="salir-sin-guardar">
      <DialogTitle id="salir-sin-guardar">¿Salir sin guardar?</DialogTitle>
      <DialogContent>
        <DialogContentText>{`Hay cambios sin guardar en: ${dirty.join(', ')}. Si sale ahora, se perderán.`}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Seguir editando
        </Button>
        <Button color="warning" onClick={() => blocker.proceed?.()}>
          Salir sin guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
