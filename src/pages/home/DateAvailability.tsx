// One date of 'Disponibilidad Actual': the date and its total in the heading, the slots' table when
// opened (its figures are read only then, see useDateAvailability).
import { Accordion, AccordionDetails, AccordionSummary, Chip, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useEffect } from 'react';
import type { AgendaDay } from '../../../resources/scheduler/agenda';
import { dateTotal } from './availabilityTable';
import { AvailabilityGrid } from './AvailabilityGrid';
import { CELL_PALETTE } from './cellPalette';
import { useDateAvailability } from './useDateAvailability';

interface Props {
  day: AgendaDay;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** Called once its figures are in (or failed), or when it is closed. */
  onSettled?: () => void;
}

export function DateAvailability({ day, open, onToggle, onSettled }: Props) {
  const data = useDateAvailability(day, open);
  const settled = !open || (!data.supplyLoading && data.slots.every((slot) => !slot.loading));
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const total = data.supply ? dateTotal(data.supply) : null;
  const headingId = `disponibilidad-${day.fecha}`;
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
      <AccordionDetails>{open ? <AvailabilityGrid fecha={day.texto} data={data} /> : null}</AccordionDetails>
    </Accordion>
  );
}
