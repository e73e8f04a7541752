// Views load on first use, so the login page downloads only the shell (react-admin, MUI, the
// providers): forms, date pickers and the CSV parser come with the page that needs them.
import { lazy, Suspense, type ComponentType, type FunctionComponent } from 'react';
import { LinearProgress } from '@mui/material';

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  const View = (props: P) => (
    <Suspense fallback={<LinearProgress aria-label="Cargando" sx={{ m: 2 }} />}>
      <Lazy {...props} />
    </Suspense>
  );
  return View;
}
