// Draws its content only once it scrolls near the screen, in a box of the content's size meanwhile:
// a recharts chart costs far more than its table (Consumo's 25 charts, the home page's four).
// Without IntersectionObserver (jsdom) the content is drawn at once.
import { Box } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  width: number;
  height: number;
  /** How near the screen it starts drawing (CSS margin); '0px': only once on screen. */
  margin?: string;
  children: ReactNode;
}

export function WhenVisible({ width, height, margin = '300px', children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, margin]);
  return (
    <Box ref={ref} sx={{ width, minHeight: height }}>
      {shown ? children : null}
    </Box>
  );
}
