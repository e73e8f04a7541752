// The application: the resources of this build, the custom pages' views (src/pages/pageViews.ts:
// registered here, the shell imports no page) and the real providers, unless given (tests pass
// in-memory ones). Providers and the query cache are created once per mounted App.
import { useState } from 'react';
import { AdminShell } from './admin/AdminShell';
import { createShell, type ShellOptions } from './admin/createShell';
import { PAGE_VIEWS } from './pages/pageViews';

export type AppProps = ShellOptions;

export function App(props: AppProps) {
  const [shell] = useState(() => createShell(props));
  return <AdminShell {...shell} pageViews={PAGE_VIEWS} />;
}
