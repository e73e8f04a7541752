// What an import takes: the text area's line (cells separated as the declaration says), and a file's
// kinds, encodings and separators, with the columns in their order, in words (columnsHint.ts).
import { Box, Typography } from '@mui/material';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { hintColumns, hintColumnText, hintLead } from './columnsHint';

/** The files every import reads (src/bulk/read): said the same way on every import. */
export const FILE_HINT =
  'un archivo .csv o .txt separado por coma, punto y coma o tabulador (UTF-8 o Windows-1252, como lo guardan Excel y LibreOffice) o un libro .xlsx u .ods (su primera hoja), con los títulos de las columnas en la primera fila o en este orden';

export function BulkColumnsHint({ declaration, textArea = false }: { declaration: ResourceDeclaration; textArea?: boolean }) {
  return (
    <Box sx={{ my: 1, minWidth: 0 }} data-testid="ayuda-columnas">
      <Typography variant="body2" color="text.secondary">
        {hintLead(declaration, textArea, FILE_HINT)}
      </Typography>
      {/* One box per column, wrapping: a student's eleven columns are wider than a phone (and than the dialog). */}
      <Box component="ol" aria-label="Columnas" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, mt: 0.5, mb: 0 }}>
        {hintColumns(declaration).map((column) => (
          <Typography
            key={column.title}
            component="li"
            variant="body2"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 0.75, maxWidth: '100%', overflowWrap: 'anywhere' }}
          >
            {hintColumnText(column)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
