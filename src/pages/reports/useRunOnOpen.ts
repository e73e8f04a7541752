// A report runs once as its page opens, with the form's defaults (issue 43: no click needed); later
// runs are the user's. Once per mount, StrictMode's second effect included.
import { useEffect, useRef } from 'react';

export function useRunOnOpen(run: () => void): void {
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    run();
  }, [run]);
}
