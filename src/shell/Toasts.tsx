import { Alert, AlertTitle, Stack } from '@mui/material';
import { feedback, useFeedback } from './feedback';

/** Stack of success toasts ('Proceso exitoso' + the server's mensaje); the store hides each after 5 s. */
export function Toasts() {
  const { toasts } = useFeedback();
  if (toasts.length === 0) return null;
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      sx={(theme) => ({ position: 'fixed', top: 72, right: 16, zIndex: theme.zIndex.tooltip + 2, width: 360, maxWidth: 'calc(100vw - 32px)' })}
    >
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          severity="success"
          variant="filled"
          closeText="Cerrar"
          onClose={() => feedback.dismiss(toast.id)}
          sx={{ boxShadow: 3 }}
        >
          <AlertTitle>{toast.title}</AlertTitle>
          {toast.text}
        </Alert>
      ))}
    </Stack>
  );
}
