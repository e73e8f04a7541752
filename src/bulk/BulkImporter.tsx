// What the masivo page and the list's import dialog share: load status, what was read from a file,
// and the preview.
import { Box } from '@mui/material';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { BulkFileSource } from './BulkFileSource';
import { BulkLoadStatus } from './BulkLoadStatus';
import { BulkPreview } from './BulkPreview';
import type { BulkRowsState } from './useBulkRows';

export function BulkImporter({ declaration, state }: { declaration: ResourceDeclaration; state: BulkRowsState }) {
  const loaded = state.file;
  return (
    <Box>
      {loaded ? <BulkFileSource loaded={loaded} disabled={state.progress !== null} reread={(options) => void state.loadFile(loaded.file, options)} /> : null}
      <BulkLoadStatus progress={state.progress} error={state.error} />
      {state.rows ? <BulkPreview key={state.loadId} declaration={declaration} rows={state.rows} blankLines={state.blankLines} file={state.file} /> : null}
    </Box>
  );
}
