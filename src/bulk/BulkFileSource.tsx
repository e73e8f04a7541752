// What the import read from the file: its encoding and separator (a text file), which the person can
// change to read it again, or the workbook's sheet; and the file's columns the import sets aside.
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { type ReadOptions, SEPARATORS, SEPARATOR_NAMES, type Separator } from './read/readRules';
import { sourceText } from './read/sourceText';
import { ENCODING_NAMES, TEXT_ENCODINGS, type TextEncoding } from './read/textEncoding';
import type { LoadedFile } from './useBulkRows';

interface Props {
  loaded: LoadedFile;
  disabled: boolean;
  reread(options: ReadOptions): void;
}

export function BulkFileSource({ loaded, disabled, reread }: Props) {
  const { source, header } = loaded;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Alert severity="info" data-testid="lectura-archivo">
        {loaded.file.name}: {sourceText(source)}.
        {header && header.ignored.length > 0 ? ` Columnas que no se importan: ${header.ignored.join(', ')}.` : ''}
      </Alert>
      {source.kind === 'text' ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label="Codificación"
            value={source.encoding}
            disabled={disabled}
            onChange={(event) => reread({ encoding: event.target.value as TextEncoding })}
            sx={{ minWidth: 260 }}
          >
            {TEXT_ENCODINGS.map((encoding) => (
              <MenuItem key={encoding} value={encoding}>
                {ENCODING_NAMES[encoding]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Separador"
            value={source.separator}
            disabled={disabled}
            onChange={(event) => reread({ encoding: source.encoding, separator: event.target.value as Separator })}
            sx={{ minWidth: 200 }}
          >
            {SEPARATORS.map((separator) => (
              <MenuItem key={separator} value={separator}>
                {SEPARATOR_NAMES[separator]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      ) : null}
    </Stack>
  );
}
