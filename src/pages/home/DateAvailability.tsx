// One date of 'Disponibilidad Actual': the date and its total in the heading, the slots' table when
// opened (its figures are read only then, see useDateAvailability). A closed date holds no query
// of its slots: the agenda has two weeks of dates, and 140 idle queries made every update slow.
import { Accordion, AccordionDetails, AccordionSummary, Chip, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useEffect } from 'react';
import type { AgendaDay } from '../../../core/school/scheduler/agenda';
import { dateTotal } from './availabilityTable';
import { CELL_PALETTE } from './cellPalette';
import { DateGrid } from './DateGrid';
import { useDateSupply } from './useDateAvailability';

interface Props {
  day: AgendaDay;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** Called once its figures are in (or failed), or when it is closed. */
  onSettled?: () => void;
}

export function DateAvailability({ day, open, onToggle, onSettled }: Props) {
  const supply = useDateSupply(day, open);
  const total = supply.data ? dateTotal(supply.data) : null;
  const headingId = `disponibilidad-${day.fecha}`;
  useEffect(() => {
    if (!open) onSettled?.();
  }, [open, onSettled]);
  return (
    <Accordion expanded={open} onChange={(_, expanded) => onToggle(expanded)} disableGutters slotProps={{ heading: { component: 'h3' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={headingId}>
        <Typography sx={{ fontWeight: 600, mr: 2 }}>{day.texto}</Typography>
        {total ? (
          <Chip size="small" label={`Total: ${total.text}`} data-color={total.colour} sx={{ bgcolor: CELL_PALETTE[total.colour].bg, color: CELL_PALETTE[total.colour].fg }} />
        ) : open ? (
          <Typography color="text.secondary">cargando...</Typography>
        ) : null}
      </AccordionSummary>
      <AccordionDetails>{open ? <DateGrid day={day} onSettled={onSettled} /> : null}</AccordionDetails>
    </Accordion>
  );
}
