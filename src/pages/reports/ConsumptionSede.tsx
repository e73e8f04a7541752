// One sede of Consumo (docs/domain/reports.md 'Reports'): its full name as the title, a table of date and count, and a
// 500×200 recharts bar chart of the same (x the dates, y the counts), drawn once scrolled near.
import { Box, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '../../../core/engine/clock';
import { CONSUMPTION_CHART, type ConsumptionBlock, dayTick } from './consumption';
import { WhenVisible } from '../../shared/WhenVisible';

export function ConsumptionSede({ block }: { block: ConsumptionBlock }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600 }}>{block.sede}</Typography>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {/* A long period's days scroll inside the card, under a header that stays. */}
        {/* Focusable so the keyboard can scroll it too (WCAG 2.1.1). */}
        <TableContainer tabIndex={0} role="region" aria-label={`Días de ${block.sede}`} sx={{ width: 'auto', maxWidth: '100%', maxHeight: 360, overflow: 'auto' }}>
          <Table size="small" stickyHeader aria-label={`Consumos de ${block.sede}`} sx={{ width: 'auto', minWidth: 220 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>Fecha</TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">Consumos</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {block.rows.map((row) => (
                <TableRow key={row.fecha}>
                  <TableCell>{formatDay(row.fecha)}</TableCell>
                  <TableCell align="right">{row.cantidad}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {/* The 500 px chart scrolls inside the card on a phone instead of widening the page. */}
        <Box tabIndex={0} role="region" aria-label={`Gráfico de ${block.sede}`} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <WhenVisible width={CONSUMPTION_CHART.width} height={CONSUMPTION_CHART.height}>
            <Box data-chart="consumo" aria-hidden>
              <BarChart accessibilityLayer={false} width={CONSUMPTION_CHART.width} height={CONSUMPTION_CHART.height} data={block.points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="dia" tick={{ fontSize: 10 }} tickFormatter={dayTick} />
                <YAxis allowDecimals={false} width={40} tick={{ fontSize: 10 }} />
                <Tooltip formatter={(value) => [String(value), 'Consumos']} />
                <Bar dataKey="cantidad" fill="#1976d2" isAnimationActive={false} />
              </BarChart>
            </Box>
          </WhenVisible>
        </Box>
      </Stack>
    </Paper>
  );
}
