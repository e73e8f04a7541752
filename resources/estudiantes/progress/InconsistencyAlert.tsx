// The 'Inconsistencia' alert of a progress row (table row or phone card): more than one open booking holds its topic.
import { Alert } from '@mui/material';
import { isInconsistent } from '../../../core/school/students/progressRules';

export function InconsistencyAlert({ abiertos }: { abiertos: number }) {
  return isInconsistent(abiertos) ? <Alert severity="error" sx={{ mt: 0.5, py: 0 }}>Inconsistencia: {abiertos} agendamientos abiertos del mismo tema</Alert> : null;
}
