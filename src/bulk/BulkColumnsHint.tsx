// The expected order of the cells of a bulk line / CSV row.
import { Typography } from '@mui/material';
import type { ResourceDeclaration } from '../../core/types';
import { bulkColumns } from './rows';

export function BulkColumnsHint({ declaration }: { declaration: ResourceDeclaration }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
      Un registro por línea, campos separados por comas en este orden:{' '}
      <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
        {bulkColumns(declaration).join(declaration.bulk?.separator ?? ',')}
      </Typography>
    </Typography>
  );
}
