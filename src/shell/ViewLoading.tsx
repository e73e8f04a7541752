// What a view shows while its code loads: nothing for the first half second (a chunk from the
// server usually arrives sooner, and a bar that blinks on every first visit is only noise), then a
// progress bar — react-admin's <Loading> waits the same way before its spinner.
import { LinearProgress } from '@mui/material';
import { useTimeout } from 'react-admin';

export const VIEW_LOADING_DELAY_MS = 500;

export function ViewLoading() {
  const late = useTimeout(VIEW_LOADING_DELAY_MS);
  return late ? <LinearProgress aria-label="Cargando" sx={{ m: 2 }} /> : null;
}
