// A record section's rows on a phone or tablet (issue 43 point 8): one card each, '<label>: <value>' lines
// and the row's actions at its foot, instead of a table whose seven columns wrap a word per line.
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props<T> {
  rows: readonly T[];
  /** The section's columns (RecordSection's RecordColumn). */
  columns: readonly { label: string; value: (row: T) => ReactNode }[];
  rowKey: (row: T) => string | number;
  actions?: (row: T) => ReactNode;
  /** The list's name (the section's heading). */
  labelledBy: string;
}

export function RecordCards<T>({ rows, columns, rowKey, actions, labelledBy }: Props<T>) {
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Card key={rowKey(row)} component="li" variant="outlined" sx={{ mb: 1, overflowWrap: 'anywhere' }} data-testid="registro-tarjeta">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0 }}>
              {columns.map((column) => (
                <Box key={column.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">{column.label}</Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>{column.value(row)}</Typography>
                </Box>
              ))}
            </Box>
            {actions ? <Box sx={{ mt: 1 }}>{actions(row)}</Box> : null}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
