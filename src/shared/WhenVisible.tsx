// Draws its content only once it scrolls near the screen, in a box of the content's size meanwhile:
// a recharts chart costs far more than its table (Consumo's 25 charts, the home page's four).
// Without IntersectionObserver (jsdom) the content is drawn at once.
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useNearScreen } from './useNearScreen';

interface Props {
  width: number;
  height: number;
  /** How near the screen it starts drawing (CSS margin); '0px': only once on screen. */
  margin?: string;
  /** false: not drawn, nor watched, yet (default true). */
  watch?: boolean;
  children: ReactNode;
}

export function WhenVisible({ width, height, margin = '300px', watch = true, children }: Props) {
  const [ref, shown] = useNearScreen<HTMLDivElement>(margin, watch);
  return (
    <Box ref={ref} sx={{ width, minHeight: height }}>
      {shown ? children : null}
    </Box>
  );
}
