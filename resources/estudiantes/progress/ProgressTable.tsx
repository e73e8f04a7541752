// The progress page's table: one row per topic of the current course, each compact or
// expanded, with the actions the caller's codes hold (read once here for every row); on a phone a
// list of cards, one per row, the Nota and actions within the screen (ProgressRowCard).
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useBelow } from '../../../src/layout/useBelow';
import { PHONE_BELOW } from '../../../src/layout/breakpoints';
import { useHasPermission } from '../../../src/resource-views/useHasPermission';
import { P } from '../../../core/engine/permissions';
import type { ProgressRow } from '../../../core/school/students/progress';
import { ProgressRowCard } from './ProgressRowCard';
import { PROGRESS_COLUMNS, ProgressRowView } from './ProgressRowView';

interface Props {
  rows: ProgressRow[];
  readOnly: boolean;
  onChanged: () => void;
  onHistory: (row: ProgressRow) => void;
  onCriteria: (row: ProgressRow) => void;
}

/** The row actions' codes the caller holds (one code per action); false while they are being checked. */
function useRowCodes(): (code: string) => boolean {
  const held: Record<string, boolean | undefined> = {
    [P.progreso.sign]: useHasPermission(P.progreso.sign),
    [P.progreso.unsign]: useHasPermission(P.progreso.unsign),
    [P.progreso.unlock]: useHasPermission(P.progreso.unlock),
    [P.progreso.editAsistencia]: useHasPermission(P.progreso.editAsistencia),
    [P.progreso.notas]: useHasPermission(P.progreso.notas),
  };
  return (code) => held[code] === true;
}

export function ProgressTable({ rows, readOnly, onChanged, onHistory, onCriteria }: Props) {
  const holds = useRowCodes();
  const phone = useBelow(PHONE_BELOW);
  if (phone) {
    return (
      <Box component="ul" aria-label="Clases" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <ProgressRowCard key={row.id} row={row} holds={holds} readOnly={readOnly} onChanged={onChanged} onHistory={onHistory} onCriteria={onCriteria} />
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Clases">
        <TableHead>
          <TableRow>
            {PROGRESS_COLUMNS.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <ProgressRowView key={row.id} row={row} holds={holds} readOnly={readOnly} onChanged={onChanged} onHistory={onHistory} onCriteria={onCriteria} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
