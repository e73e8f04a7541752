// The slots preasignacion/calcular offered (Día, Hora, Salón), each with its checkbox.
import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { PreassignmentCandidate } from '../../../core/school/preassignments';
import { DAY_NAMES, type SchoolDay } from '../../../core/school/calendar';
import { formatHour } from '../../../core/engine/dates';
import { blockLabel } from './preassignmentPage';
import { candidateKey } from './preassignmentPanel';

interface Props {
  candidates: readonly PreassignmentCandidate[];
  checked: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

export function CandidateList({ candidates, checked, onToggle }: Props) {
  if (candidates.length === 0) return null;
  return (
    <Table size="small" aria-label="Bloques calculados" sx={{ mt: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>Día</TableCell>
          <TableCell>Hora</TableCell>
          <TableCell>Salón</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {candidates.map((candidate) => {
          const key = candidateKey(candidate);
          return (
            <TableRow key={key}>
              <TableCell padding="checkbox">
                <Checkbox size="small" checked={checked.has(key)} onChange={() => onToggle(key)} slotProps={{ input: { 'aria-label': blockLabel(candidate.dia, candidate.hora) } }} />
              </TableCell>
              <TableCell>{DAY_NAMES[candidate.dia as SchoolDay] ?? candidate.dia}</TableCell>
              <TableCell>{formatHour(candidate.hora)}</TableCell>
              <TableCell>{candidate.salon?.nombre ?? 'Sin salón'}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
