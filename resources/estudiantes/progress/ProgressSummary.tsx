// The progress page's summary (docs/domain/progress.md 'Progress and grades'): the final accumulated grade out of
// 5.0 (the server's nota_final, the one formula of ../progressRules.ts) and the classes taken and
// absences with their percentages of the course's rows.
import { Box, Typography } from '@mui/material';
import type { StudentProgress } from '../../../core/school/students/progress';
import { formatNumber } from '../../../core/engine/numbers';
import { finalGradeText, summaryFigures } from './progressView';

export function ProgressSummary({ data }: { data: Pick<StudentProgress, 'nota_final' | 'resumen' | 'nota_aprobacion'> }) {
  return (
    <Box component="section" aria-labelledby="resumen-progreso" sx={{ mt: 2 }}>
      <Typography id="resumen-progreso" variant="subtitle1" component="h3">Resumen</Typography>
      <Typography variant="h6" component="p">Nota final: {finalGradeText(data.nota_final)}</Typography>
      <Typography variant="body2" color="text.secondary">Nota de aprobación: {formatNumber(data.nota_aprobacion, { minDecimals: 1 })}</Typography>
      <Box component="ul" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', listStyle: 'none', p: 0, my: 1 }}>
        {summaryFigures(data.resumen).map((figure) => (
          <Typography key={figure.label} component="li" variant="body2">
            {figure.label}: {formatNumber(figure.count)} ({formatNumber(figure.percent)}%)
          </Typography>
        ))}
        <Typography component="li" variant="body2">Total: {formatNumber(data.resumen.total)}</Typography>
      </Box>
    </Box>
  );
}
