// Preview of a bulk load (text area or file): counts, a paginated table with each row's errors, the
// 'Solo filas con errores' filter, 'Enviar' when every row is valid and 'Importar solo las N filas
// válidas' when some are not. A batch the server refuses (nothing written) marks its lines here. A
// file that can name existing records is checked against them first (useImportCheck): 'Omitir' or
// 'Actualizar', and the counts of each before anything is written.
import { Alert, Box, Checkbox, Chip, FormControlLabel, LinearProgress, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { BulkResults } from './BulkResults';
import { BulkRowsTable } from './BulkRowsTable';
import { BulkSendButtons } from './BulkSendButtons';
import { pageOf, summarize, visibleRows, withServerErrors } from './preview';
import { SpanishTablePagination } from './SpanishTablePagination';
import { BulkExistingRecords } from './BulkExistingRecords';
import { meetsExisting, refusedLines } from './importCheck';
import type { ValidatedRow } from './types';
import type { LoadedFile } from './useBulkRows';
import { useBulkSend } from './useBulkSend';
import { useImportCheck } from './useImportCheck';
import { usePaging } from './usePaging';

export interface BulkPreviewProps {
  declaration: ResourceDeclaration;
  rows: ValidatedRow[];
  blankLines?: number;
  /** The file the rows came from: its lines are checked against the records already there. */
  file?: LoadedFile | null;
}

export function BulkPreview({ declaration, rows: checked, blankLines = 0, file }: BulkPreviewProps) {
  const [sentRows, setRows] = useState(checked);
  const check = useImportCheck(declaration, checked, file);
  // The lines the check refused (a value another record holds, a field the caller may not change) are marked as errors.
  const rows = useMemo(() => (check.answer ? withServerErrors(sentRows, refusedLines(check.byLine)) : sentRows), [sentRows, check.answer, check.byLine]);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const summary = useMemo(() => summarize(rows), [rows]);
  const shown = useMemo(() => visibleRows(rows, onlyErrors), [rows, onlyErrors]);
  const paging = usePaging(shown.length);
  const { send, sendImport, sending, outcome, error } = useBulkSend(declaration);
  const viaImport = check.answer !== null && meetsExisting(check.answer);

  const sendRows = async () => {
    const result = viaImport ? await sendImport(rows, check.mode, check.columns, check.byLine) : await send(rows);
    if (result && !result.written) setRows(withServerErrors(rows, result.results));
    // Refused as a whole (a record changed since the check): check again, with the versions as they are now.
    if (viaImport && !result) check.recheck();
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
      {check.enabled ? <BulkExistingRecords check={check} disabled={sending || Boolean(outcome?.written)} /> : null}
      <BulkRowsTable declaration={declaration} rows={pageOf(shown, paging.page, paging.perPage)} />
      <SpanishTablePagination count={shown.length} paging={paging} />
      {outcome?.written ? null : <BulkSendButtons summary={summary} disabled={sending || check.checking || Boolean(check.error)} onSend={() => void sendRows()} />}
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
