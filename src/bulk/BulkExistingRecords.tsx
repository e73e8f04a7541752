// The preview's part about the records already there: 'Si el registro ya existe: Omitir / Actualizar'
// and what the check found — new, changing, unchanged, left alone, refused — before anything is written.
import { Alert, Chip, FormControl, FormControlLabel, FormLabel, LinearProgress, Radio, RadioGroup, Stack } from '@mui/material';
import { IMPORT_MODE_LABELS, IMPORT_MODES, type ImportMode } from '../../core/engine/bulkImport';
import type { ImportCheck } from './useImportCheck';

export function BulkExistingRecords({ check, disabled }: { check: ImportCheck; disabled: boolean }) {
  const { answer } = check;
  return (
    <Stack spacing={1} sx={{ mt: 1 }} data-testid="registros-existentes">
      <FormControl disabled={disabled || check.checking}>
        <FormLabel id="si-existe">Si el registro ya existe</FormLabel>
        <RadioGroup row aria-labelledby="si-existe" value={check.mode} onChange={(event) => check.setMode(event.target.value as ImportMode)}>
          {IMPORT_MODES.map((mode) => (
            <FormControlLabel key={mode} value={mode} control={<Radio />} label={IMPORT_MODE_LABELS[mode]} />
          ))}
        </RadioGroup>
      </FormControl>
      {check.checking ? <LinearProgress aria-label="Comprobando registros existentes" /> : null}
      {check.error ? <Alert severity="error">{check.error}</Alert> : null}
      {answer && !check.checking ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Resultado de la comprobación">
          <Chip color="success" label={`Nuevos: ${answer.nuevos}`} />
          {check.mode === 'actualizar' ? (
            <>
              <Chip color={answer.cambian ? 'warning' : 'default'} label={`Con cambios: ${answer.cambian}`} />
              <Chip label={`Sin cambios: ${answer.iguales}`} />
            </>
          ) : (
            <Chip label={`Existentes omitidos: ${answer.omitidos}`} />
          )}
          <Chip color={answer.con_errores ? 'error' : 'default'} label={`Rechazados: ${answer.con_errores}`} />
        </Stack>
      ) : null}
    </Stack>
  );
}
