// The wall display during a slot: its heading and one big card per class of the current sede.
import { Box, Typography } from '@mui/material';
import type { PantallaAnswer } from '../../../core/school/scheduler/displays';
import { ClassCard } from './ClassCard';

export function ClassesScreen({ heading, answer }: { heading: string; answer: PantallaAnswer }) {
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 3 }}>{heading}</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(min(380px, 100%), 1fr))' }}>
        {answer.clases.map((clase) => (
          <ClassCard key={clase.id} clase={clase} />
        ))}
      </Box>
    </Box>
  );
}
