// What the masivo page and the list's import dialog share: load status and the preview.
import { Box } from '@mui/material';
import type { ResourceDeclaration } from '../../core/types';
import { BulkLoadStatus } from './BulkLoadStatus';
import { BulkPreview } from './BulkPreview';
import type { BulkRowsState } from './useBulkRows';

export function BulkImporter({ declaration, state }: { declaration: ResourceDeclaration; state: BulkRowsState }) {
  return (
    <Box>
      <BulkLoadStatus progress={state.progress} error={state.error} />
      {state.rows ? <BulkPreview key={state.loadId} declaration={declaration} rows={state.rows} blankLines={state.blankLines} /> : null}
    </Box>
  );
}
