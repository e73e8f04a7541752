// The editor's sections the user cannot change, folded into one line ('3 secciones solo lectura',
// issue 43 point 5) instead of a wall of greyed inputs: opened on demand, and only then drawn (and
// read), each with its own note of the permission it needs.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { readOnlyLine } from '../../../core/school/students/editorSections';

export function ReadOnlySections({ count, children }: { count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <Accordion disableGutters slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }} sx={{ m: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle1" component="span" color="text.secondary">
          {readOnlyLine(count)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
