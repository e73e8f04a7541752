// The card of the pages open without a session (login, forgotten password, new password): the
// logo, the page's title and the app's name above the page's form, centred on any width.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import logoUrl from '../../assets/logo.svg';
import { FeedbackLayer } from '../../shell/FeedbackLayer';
import { APP_NAME } from '../../shell/routeTable';

export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 2 }}>
            <Box component="img" src={logoUrl} alt={`Logo de ${APP_NAME}`} sx={{ width: 72, height: 72 }} />
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {APP_NAME}
            </Typography>
          </Box>
          {children}
        </CardContent>
      </Card>
      <FeedbackLayer />
    </Box>
  );
}
