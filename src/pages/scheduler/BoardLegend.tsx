// The scheduler's legend (issue 25): what each card colour, border, chip and mark means, every
// colour beside its words (boardLegend.ts). Folded by default: the board stays the first thing seen.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { CARD_LEGEND, CHIP_LEGEND, type LegendSwatch, MARK_LEGEND } from './boardLegend';

function Swatch({ swatch }: { swatch: LegendSwatch }) {
  if (swatch.kind === 'chip') {
    return <Chip size="small" color={swatch.colour as 'info' | 'success' | 'warning' | 'error'} label={swatch.label} sx={{ minWidth: 80 }} />;
  }
  const border = swatch.kind === 'borde' ? `5px solid ${swatch.colour}` : '1px solid #ddd';
  return (
    <Box component="span" sx={{ display: 'inline-block', minWidth: 110, px: 1, border: '1px solid #ddd', borderLeft: border, bgcolor: swatch.kind === 'fondo' ? swatch.colour : '#fff', borderRadius: 1, fontSize: 13 }}>
      {swatch.label}
    </Box>
  );
}

function Entries({ title, swatches }: { title: string; swatches: readonly LegendSwatch[] }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">{title}</Typography>
      <List dense disablePadding>
        {swatches.map((swatch) => (
          <ListItem key={swatch.label + swatch.kind} disableGutters>
            <Stack direction="row" spacing={1} alignItems="center">
              <Swatch swatch={swatch} />
              <Typography variant="body2">{swatch.meaning}</Typography>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

export function BoardLegend() {
  return (
    <Accordion disableGutters variant="outlined" sx={{ mb: 2 }} slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="convenciones-programador" id="convenciones-programador-titulo">
        <Typography variant="subtitle1" component="span">Convenciones: colores y marcas</Typography>
      </AccordionSummary>
      <AccordionDetails id="convenciones-programador">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Entries title="Agendamientos" swatches={CARD_LEGEND} />
          <Entries title="Disponibilidad por tipo (arriba del tablero)" swatches={CHIP_LEGEND} />
          <Box>
            <Typography variant="subtitle2" component="h3">Marcas</Typography>
            <List dense disablePadding>
              {MARK_LEGEND.map((entry) => (
                <ListItem key={entry.mark} disableGutters>
                  <Typography variant="body2"><strong>{entry.mark}</strong>: {entry.meaning}</Typography>
                </ListItem>
              ))}
            </List>
          </Box>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
