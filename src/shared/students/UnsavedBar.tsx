// The student editor's save bar (issue 43 point 2): while sections hold unsaved changes it names
// them and offers 'Guardar cambios (N)', which runs each one's own save in order (EditorDraftsProvider);
// then it says how each ended. Kept in view at the bottom of the window on every width.
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useEditorDrafts } from './EditorDraftsContext';
import { resultText, saveAllLabel, unsavedSummary } from './unsavedSections';

export function UnsavedBar() {
  const drafts = useEditorDrafts();
  if (!drafts) return null;
  const { dirty, saving, results, saveAll } = drafts;
  if (dirty.length === 0 && !results) return null;
  return (
    <Paper
      component="section"
      aria-label="Cambios sin guardar"
      elevation={6}
      sx={{ position: 'sticky', bottom: 0, zIndex: 2, mx: 1, mb: 1, p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {dirty.length > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 200 }}>
            {unsavedSummary(dirty)}
          </Typography>
          <Button variant="contained" disabled={saving} onClick={() => void saveAll()}>
            {saveAllLabel(dirty.length)}
          </Button>
        </Box>
      ) : null}
      {results && results.length > 0 ? (
        <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {results.map((result) => (
            <Alert key={result.title} severity={result.ok ? 'success' : 'error'} sx={{ py: 0 }}>
              {resultText(result)}
            </Alert>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
