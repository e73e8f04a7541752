// The layout of a bare page (src/layout/barePages.ts): the page on the whole screen, with the
// shell's feedback (an expired session still goes to the login) but no header, menu or footer.
import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Loading } from 'react-admin';
import { FeedbackLayer } from '../shell/FeedbackLayer';
import { PageErrorBoundary } from './PageErrorBoundary';

export function BareLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <Box component="main" id="main-content" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <PageErrorBoundary key={pathname}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </PageErrorBoundary>
      <FeedbackLayer />
    </Box>
  );
}
