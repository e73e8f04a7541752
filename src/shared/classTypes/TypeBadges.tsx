// Class-type badges: the short name on the type's colour (in white or black, whichever reads at AA),
// its name as tooltip (summaries, grids, legend).
import { Box } from '@mui/material';
import { classTypeLabel } from '../../../core/school/classTypeLabel';
import { paintOn } from '../../shell/colours';
import { useClassTypes } from './useClassTypes';

// Plain <abbr> badges styled once by their container, the full name as their title: the teachers
// summary draws ~1,300 of them, and a MUI Chip inside a Tooltip each cost it ~2 s of rendering
// (issue 25 point 6). The look of the small Chip they replace.
const BADGES_SX = {
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: '2px',
  '& > abbr': {
    display: 'inline-flex',
    alignItems: 'center',
    height: 20,
    px: '6px',
    borderRadius: '10px',
    fontSize: 11,
    lineHeight: 1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    bgcolor: 'action.selected',
    color: 'text.primary',
  },
} as const;

export function TypeBadges({ tipos, empty = '—' }: { tipos: readonly string[]; empty?: string }) {
  const { byId } = useClassTypes();
  if (tipos.length === 0) return <>{empty}</>;
  return (
    <Box component="span" sx={BADGES_SX}>
      {tipos.map((id) => {
        const tipo = byId.get(id);
        const paint = paintOn(tipo?.color);
        // Until the lookup answers (or for a type it lacks), the catalogue's own label: never the id on screen.
        const label = classTypeLabel(id);
        return (
          <abbr key={id} title={tipo?.name ?? label.full} style={{ backgroundColor: paint.bgcolor, color: paint.color }}>
            {tipo?.nombre_corto ?? label.short}
          </abbr>
        );
      })}
    </Box>
  );
}
