// Preview of a bulk load (text area or CSV): counts, a paginated table with each row's errors, the
// 'Solo filas con errores' filter, 'Enviar' when every row is valid and 'Importar solo las N filas
// válidas' when some are not. A batch the server refuses (nothing written) marks its lines here.
import { Alert, Box, Checkbox, Chip, FormControlLabel, LinearProgress, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import type { ResourceDeclaration } from '../../core/types';
import { BulkResults } from './BulkResults';
import { BulkRowsTable } from './BulkRowsTable';
import { BulkSendButtons } from './BulkSendButtons';
import { pageOf, summarize, visibleRows, withServerErrors } from './preview';
import { SpanishTablePagination } from './SpanishTablePagination';
import type { ValidatedRow } from './types';
import { useBulkSend } from './useBulkSend';
import { usePaging } from './usePaging';

export interface BulkPreviewProps {
  declaration: ResourceDeclaration;
  rows: ValidatedRow[];
  blankLines?: number;
}

export function BulkPreview({ declaration, rows: loaded, blankLines = 0 }: BulkPreviewProps) {
  const [rows, setRows] = useState(loaded);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const summary = useMemo(() => summarize(rows), [rows]);
  const shown = useMemo(() => visibleRows(rows, onlyErrors), [rows, onlyErrors]);
  const paging = usePaging(shown.length);
  const { send, sending, outcome, error } = useBulkSend(declaration);

  const sendRows = async () => {
    const result = await send(rows);
    if (result && !result.written) setRows(withServerErrors(rows, result.results));
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={`Total: ${summary.total}`} />
        <Chip color="success" label={`Válidas: ${summary.valid}`} />
        <Chip color={summary.invalid ? 'error' : 'default'} label={`Con errores: ${summary.invalid}`} />
        {blankLines > 0 ? <Chip variant="outlined" label={`Líneas en blanco omitidas: ${blankLines}`} /> : null}
        <FormControlLabel
          control={<Checkbox checked={onlyErrors} onChange={(event) => setOnlyErrors(event.target.checked)} />}
          label="Solo filas con errores"
        />
      </Stack>
      <BulkRowsTable declaration={declaration} rows={pageOf(shown, paging.page, paging.perPage)} />
      <SpanishTablePagination count={shown.length} paging={paging} />
      {outcome?.written ? null : <BulkSendButtons summary={summary} disabled={sending} onSend={() => void sendRows()} />}
      {sending ? <LinearProgress sx={{ mt: 1 }} aria-label="Enviando registros" /> : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
      {outcome ? <BulkResults declaration={declaration} outcome={outcome} /> : null}
    </Box>
  );
}
