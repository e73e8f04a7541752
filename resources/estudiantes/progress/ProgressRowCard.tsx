// One progress row on a phone (issue 43 point 8): a card instead of the table's row — the topic,
// its state, attendance and Nota (progressCard.ts), then 'Ver más' and the row's actions, all
// within the phone's width; expanded, the same details as the table's.
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { InconsistencyAlert } from './InconsistencyAlert';
import { progressCardFacts } from './progressCard';
import { ProgressRowActions } from './ProgressRowActions';
import { ProgressRowDetails } from './ProgressRowDetails';
import type { ProgressRowProps } from './ProgressRowView';

export function ProgressRowCard({ row, holds, readOnly, onChanged, onHistory, onCriteria }: ProgressRowProps) {
  const [expanded, setExpanded] = useState(false);
  return (
    <Card variant="outlined" component="li" sx={{ mb: 1, overflowWrap: 'anywhere' }} data-testid="progreso-tarjeta">
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="h3">{row.tema.nombre}</Typography>
        <InconsistencyAlert abiertos={row.abiertos} />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, my: 1 }}>
          {progressCardFacts(row).map((fact) => (
            <Box key={fact.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">{fact.label}</Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>{fact.value}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
        <Button size="small" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>{expanded ? 'Ver menos' : 'Ver más'}</Button>
        <ProgressRowActions row={row} holds={holds} readOnly={readOnly} onChanged={onChanged} />
      </CardActions>
      {expanded ? (
        <CardContent>
          <ProgressRowDetails row={row} onHistory={onHistory} onCriteria={onCriteria} />
        </CardContent>
      ) : null}
    </Card>
  );
}
