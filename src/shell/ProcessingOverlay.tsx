import { Alert, Backdrop, CircularProgress, Stack, Typography } from '@mui/material';
import { OVERLAY_SHADE } from './colours';
import { feedback, useFeedback } from './feedback';
import { overlayView, PROCESSING_TEXT } from './overlayView';

/**
 * Blocking overlay above everything: spinner and 'Procesando...' while calls run, and the stored
 * warning (2 s) or error (3 s) text while it is set; a click dismisses the message early.
 */
export function ProcessingOverlay() {
  const view = overlayView(useFeedback());
  const dismiss = () => {
    if (view.message) feedback.clearMessage();
  };
  return (
    <Backdrop
      open={view.open}
      onClick={dismiss}
      data-testid="processing-overlay"
      // MUI hides a backdrop from assistive technology; this one carries the status and messages.
      slotProps={{ root: { 'aria-hidden': false } }}
      sx={(theme) => ({ zIndex: theme.zIndex.tooltip + 1, color: '#fff', backgroundColor: OVERLAY_SHADE, cursor: view.message ? 'pointer' : 'progress' })}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 560, px: 2 }}>
        {view.busy && (
          <Stack role="status" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress color="inherit" aria-hidden />
            <Typography variant="h6">{PROCESSING_TEXT}</Typography>
          </Stack>
        )}
        {view.message && (
          <Alert severity={view.message.kind} variant="filled" role="alert" sx={{ whiteSpace: 'pre-line' }}>
            {view.message.text}
          </Alert>
        )}
      </Stack>
    </Backdrop>
  );
}
