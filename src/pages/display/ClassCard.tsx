// One class on the wall display, big enough to read from the hall: the room, the teacher, the types
// on their colours and the names of the students booked (what a student needs to find their room).
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { PantallaClass } from '../../../core/school/scheduler/displays';
import { classTypeLabel } from '../../../core/school/classTypeLabel';
import { useClassTypes } from '../../shared/classTypes/useClassTypes';
import { paintOn } from '../../shell/colours';

export function ClassCard({ clase }: { clase: PantallaClass }) {
  const { byId } = useClassTypes();
  return (
    <Card component="article" aria-label={clase.salon} variant="outlined" sx={{ height: '100%', borderWidth: 2 }}>
      <CardContent>
        <Typography variant="h3" component="h2" sx={{ fontWeight: 700, fontSize: { xs: 32, md: 44 } }}>{clase.salon}</Typography>
        <Typography variant="h5" component="p" sx={{ mb: 1 }}>{clase.profesor}</Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
          {clase.tipos.map((id) => {
            const tipo = byId.get(id);
            return (
              <Chip key={id} label={classTypeLabel(id).option} title={classTypeLabel(id).full} sx={{ ...paintOn(tipo?.color), fontSize: 20, height: 36, px: 1 }} />
            );
          })}
        </Stack>
        <Box component="ul" aria-label={`Estudiantes de ${clase.salon}`} sx={{ m: 0, pl: 3, columns: clase.estudiantes.length > 8 ? 2 : 1 }}>
          {clase.estudiantes.map((name, i) => (
            <Typography key={`${name}-${i}`} component="li" sx={{ fontSize: 22 }}>{name}</Typography>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
