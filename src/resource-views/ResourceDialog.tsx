// The frame of a generated view opened as a dialog: titled, closed by Escape (and, when it holds
// no form that a stray click could lose, by a click outside) unless it is locked: then only its
// own buttons close it (`views.lockedDialogs`, the achievements' dialogs).
import { Dialog, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface ResourceDialogProps {
  title: string;
  onClose: () => void;
  /** A form inside: a click on the backdrop does not close it. */
  form?: boolean;
  /** Neither Escape nor a click outside closes it. */
  locked?: boolean;
  children: ReactNode;
}

export function ResourceDialog({ title, onClose, form = false, locked = false, children }: ResourceDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (locked || (form && reason === 'backdropClick')) return;
        onClose();
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
