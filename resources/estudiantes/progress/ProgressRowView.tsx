// One progress row (docs/domain/progress.md 'Progress and grades'): compact — ID, the topic, its state through the
// shared label table (progressStateLabel), attendance, grade, 'Ver más' and the actions — and,
// expanded, its details. More than one open booking holding the topic raises the 'Inconsistencia'
// alert on the row.
import { Button, TableCell, TableRow } from '@mui/material';
import { Fragment, useState } from 'react';
import type { ProgressRow } from '../../../core/school/students/progress';
import { progressStateLabel } from '../../../core/school/students/progressRules';
import { InconsistencyAlert } from './InconsistencyAlert';
import { ProgressRowActions } from './ProgressRowActions';
import { ProgressRowDetails } from './ProgressRowDetails';
import { attendanceText, gradeText } from './progressView';

export const PROGRESS_COLUMNS = ['ID', 'Clase', 'Estado', 'Asiste', 'Nota', 'Acciones'] as const;

/** What a progress row's view (table row or phone card) is given. */
export interface ProgressRowProps {
  row: ProgressRow;
  holds: (code: string) => boolean;
  readOnly: boolean;
  onChanged: () => void;
  onHistory: (row: ProgressRow) => void;
  onCriteria: (row: ProgressRow) => void;
}

export function ProgressRowView({ row, holds, readOnly, onChanged, onHistory, onCriteria }: ProgressRowProps) {
  const [expanded, setExpanded] = useState(false);
  return (
    <Fragment>
      <TableRow>
        <TableCell>{row.id}</TableCell>
        <TableCell>
          {row.tema.nombre}
          <InconsistencyAlert abiertos={row.abiertos} />
        </TableCell>
        <TableCell>{progressStateLabel(row.estado, row.abiertos)}</TableCell>
        <TableCell>{attendanceText(row.asistencia)}</TableCell>
        <TableCell>{gradeText(row.nota, row.rango_nota)}</TableCell>
        <TableCell>
          <Button size="small" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>{expanded ? 'Ver menos' : 'Ver más'}</Button>
          <ProgressRowActions row={row} holds={holds} readOnly={readOnly} onChanged={onChanged} />
        </TableCell>
      </TableRow>
      {expanded ? (
        <TableRow>
          <TableCell colSpan={PROGRESS_COLUMNS.length}>
            <ProgressRowDetails row={row} onHistory={onHistory} onCriteria={onCriteria} />
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}
