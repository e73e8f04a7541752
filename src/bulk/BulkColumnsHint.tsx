// What an import takes: the text area's line (cells separated as the declaration says), and a file's
// kinds, encodings and separators, with the columns in their order.
import { Typography } from '@mui/material';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { bulkColumns } from './rows';

/** The files every import reads (src/bulk/read): said the same way on every import. */
export const FILE_HINT =
  'un archivo .csv o .txt separado por coma, punto y coma o tabulador (UTF-8 o Windows-1252, como lo guardan Excel y LibreOffice) o un libro .xlsx u .ods (su primera hoja), con los títulos de las columnas en la primera fila o en este orden';

export function BulkColumnsHint({ declaration, textArea = false }: { declaration: ResourceDeclaration; textArea?: boolean }) {
  const separator = declaration.bulk?.separator ?? ',';
  return (
    <Typography variant="body2" color="text.secondary" sx={{ my: 1 }} data-testid="ayuda-columnas">
      {textArea
        ? `Un registro por línea, campos separados por ${separator === ';' ? 'punto y coma' : 'comas'} en este orden; o ${FILE_HINT}: `
        : `Una fila por registro: ${FILE_HINT}: `}
      {/* The column list wraps anywhere: a student's eleven columns are wider than a phone. */}
      <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {bulkColumns(declaration).join(separator)}
      </Typography>
    </Typography>
  );
}
