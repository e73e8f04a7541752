// The legend of class types under the summaries: each badge beside its name.
import { Box, Stack, Typography } from '@mui/material';
import { TypeBadges } from './TypeBadges';
import { useClassTypes } from './useClassTypes';

export function TypeLegend() {
  const { list } = useClassTypes();
  if (!list) return null;
  return (
    <Box component="section" aria-label="Convenciones de tipos" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="p" gutterBottom>
        Convenciones
      </Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5}>
        {list.map((tipo) => (
          <Stack key={tipo.id} direction="row" spacing={0.5} alignItems="center">
            <TypeBadges tipos={[tipo.id]} />
            <Typography variant="caption">{tipo.name}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
