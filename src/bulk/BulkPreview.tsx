// Preview of a bulk load (text area or CSV): counts, a paginated table with each row's errors,
// the 'Solo filas con errores' filter, and 'Enviar' for the valid rows only.
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, LinearProgress, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import type { ResourceDeclaration } from '../../resources/types';
import { BulkResults } from './BulkResults';
import { BulkRowsTable } from './BulkRowsTable';
import { pageOf, summarize, visibleRows } from './preview';
import { SpanishTablePagination } from './SpanishTablePagination';
import type { ValidatedRow } from './types';
import { useBulkSend } from './useBulkSend';
import { usePaging } from './usePaging';

export function BulkPreview({ declaration, rows }: { declaration: ResourceDeclaration; rows: ValidatedRow[] }) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const summary = useMemo(() => summarize(rows), [rows]);
  const shown = useMemo(() => visibleRows(rows, onlyErrors), [rows, onlyErrors]);
  const paging = usePaging(shown.length);
  const { send, sending, outcome, error } = useBulkSend(declaration);

  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={`Total: ${summary.total}`} />
        <Chip color="success" label={`Válidas: ${summary.valid}`} />
        <Chip color={summary.invalid ? 'error' : 'default'} label={`Con errores: ${summary.invalid}`} />
        <FormControlLabel
          control={<Checkbox checked={onlyErrors} onChange={(event) => setOnlyErrors(event.target.checked)} />}
          label="Solo filas con errores"
        />
      </Stack>
      <BulkRowsTable declaration={declaration} rows={pageOf(shown, paging.page, paging.perPage)} />
      <SpanishTablePagination count={shown.length} paging={paging} />
      {outcome ? null : (
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={sending || summary.valid === 0}
          onClick={() => void send(rows)}
        >
          Enviar
        </Button>
      )}
      {sending ? <LinearProgress sx={{ mt: 1 }} aria-label="Enviando registros" /> : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
      {outcome ? <BulkResults declaration={declaration} mensaje={outcome.mensaje} results={outcome.results} /> : null}
    </Box>
  );
}
