// The legend of 'Disponibilidad Actual' (availabilityLegend.ts): what a cell counts, every colour
// as a real cell beside its name and rule (colour is never the only carrier), and the Total formula.
// Folded by default under the section's title.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { AvailabilityCell } from './AvailabilityCell';
import { CELL_MEANING, COLOUR_ENTRIES, TOTAL_MEANING } from './availabilityLegend';

export function AvailabilityLegend() {
  return (
    <Accordion disableGutters variant="outlined" sx={{ mb: 1 }} slotProps={{ heading: { component: 'h3' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="convenciones-disponibilidad" id="convenciones-disponibilidad-titulo">
        <Typography>Cómo leer la tabla: colores y Total</Typography>
      </AccordionSummary>
      <AccordionDetails id="convenciones-disponibilidad">
        <Typography variant="body2" paragraph>{CELL_MEANING}</Typography>
        <Table size="small" aria-label="Colores de las celdas" sx={{ width: 'auto', mb: 1 }}>
          <TableBody>
            {COLOUR_ENTRIES.map((entry) => (
              <TableRow key={entry.name}>
                <AvailabilityCell cell={entry.cell} label={`Ejemplo en ${entry.name.toLowerCase()}`} />
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>{entry.name}</TableCell>
                <TableCell>{entry.meaning}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2">{TOTAL_MEANING}</Typography>
      </AccordionDetails>
    </Accordion>
  );
}
