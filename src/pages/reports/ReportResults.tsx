// A report's answer in its card: the content, or the shared empty state when the range has no data.
import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EMPTY_REPORT_TEXT } from './reportForm';

interface Props {
  title?: string;
  empty: boolean;
  emptyText?: string;
  children?: ReactNode;
}

export function ReportResults({ title, empty, emptyText = EMPTY_REPORT_TEXT, children }: Props) {
  return (
    <Card component="section" aria-label={title ?? 'Resultados'} sx={{ minWidth: 0 }}>
      {title ? <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} /> : null}
      <CardContent sx={{ minWidth: 0 }}>
        {empty ? <Typography role="status" color="text.secondary">{emptyText}</Typography> : children}
      </CardContent>
    </Card>
  );
}
