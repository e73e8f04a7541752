// Class-type badges: the short name on the type's colour, its name as tooltip (summaries, grids, legend).
import { Chip, Stack, Tooltip } from '@mui/material';
import { useClassTypes } from './useClassTypes';

export function TypeBadges({ tipos, empty = '—' }: { tipos: readonly string[]; empty?: string }) {
  const { byId } = useClassTypes();
  if (tipos.length === 0) return <>{empty}</>;
  return (
    <Stack direction="row" spacing={0.25} useFlexGap flexWrap="wrap" component="span">
      {tipos.map((id) => {
        const tipo = byId.get(id);
        return (
          <Tooltip key={id} title={tipo?.name ?? id}>
            <Chip size="small" label={tipo?.nombre_corto ?? id} sx={{ bgcolor: tipo?.color, color: tipo?.color ? '#fff' : undefined, height: 20, fontSize: 11 }} />
          </Tooltip>
        );
      })}
    </Stack>
  );
}
