// A field shown only while a boolean field of the same form is on (a topic's notification text and
// link appear with 'Mostrar notificación'): field.shownWhen.
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

export function ShownWhen({ flag, children }: { flag: string; children: ReactNode }) {
  const on = useWatch({ name: flag });
  return on === true ? <>{children}</> : null;
}
