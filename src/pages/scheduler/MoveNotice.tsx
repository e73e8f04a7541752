// The notice after a move on the board: where the booking went and, for UNDO_MS, 'Deshacer'.
import { Button, Snackbar } from '@mui/material';
import { UNDO_MS } from './moveNotice';
import type { Notice } from './useMoveNotice';

interface Props {
  notice: Notice | null;
  onUndo: () => void;
  onClose: () => void;
}

export function MoveNotice({ notice, onUndo, onClose }: Props) {
  return (
    <Snackbar
      key={notice?.key}
      open={notice !== null}
      autoHideDuration={UNDO_MS}
      // A click elsewhere (the next drag) does not take the undo away before its time.
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={notice?.text}
      slotProps={{ content: { role: 'status', 'aria-live': 'polite' } }}
      action={notice?.move ? <Button color="inherit" size="small" onClick={onUndo}>Deshacer</Button> : undefined}
      data-testid="aviso-movimiento"
    />
  );
}
