// The frame of a student detail's sections (docs/domain/student-record.md 'The student's record'): a collapsible card, closed at first, whose
// own heading is the section's h2, read only once opened; and the states of its content (a refusal
// as a warning, 'cargando...', 'No hay información'). Shared by the record's sections, the
// observations and the booking form.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { EMPTY_TEXT } from '../../resource-views/format';

/** Whether the section is open now, and whether it ever was (its reads stay enabled after closing). */
export function useSectionOpening() {
  const [opened, setOpened] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const toggle = (open: boolean) => {
    setExpanded(open);
    if (open) setOpened(true);
  };
  return { opened, expanded, toggle };
}

interface AccordionProps {
  title: string;
  expanded: boolean;
  onToggle: (open: boolean) => void;
  /** The summary's id, for a table or list labelled by the section's heading. */
  headingId?: string;
  children: ReactNode;
}

export function SectionAccordion({ title, expanded, onToggle, headingId, children }: AccordionProps) {
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onToggle(open)}
      // The accordion's own heading element is the section's heading (MUI's default is an h3).
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
      sx={{ mt: 2 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={headingId}>
        <Typography variant="h6" component="span">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

interface ContentProps {
  error: unknown;
  pending: boolean;
  empty: boolean;
  children: ReactNode;
}

/** A refusal (shown in Spanish as the API said it), then loading, then empty, else the content. */
export function SectionContent({ error, pending, empty, children }: ContentProps) {
  if (error) return <Alert severity="warning">{error instanceof Error ? error.message : String(error)}</Alert>;
  if (pending) return <Typography variant="body2">cargando...</Typography>;
  if (empty) return <Typography variant="body2">{EMPTY_TEXT}</Typography>;
  return <>{children}</>;
}
