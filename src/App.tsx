// The application: the resources of this build and the real providers, unless given (tests pass
// in-memory ones). Providers and the query cache are created once per mounted App.
import { useState } from 'react';
import { AdminShell } from './shell/AdminShell';
import { createShell, type ShellOptions } from './shell/createShell';

export type AppProps = ShellOptions;

export function App(props: AppProps) {
  const [shell] = useState(() => createShell(props));
  return <AdminShell {...shell} />;
}
