// The masivo page: a text area (one record per line) or a file (CSV, Excel, LibreOffice), then the shared preview.
import ListIcon from '@mui/icons-material/List';
import { Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Title, TopToolbar } from 'react-admin';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { LinkButton } from '../shell/LinkButton';
import { useResourcePaths } from '../shell/useParentLink';
import { BulkColumnsHint } from './BulkColumnsHint';
import { BulkImporter } from './BulkImporter';
import { FileChooserButton } from './FileChooserButton';
import { CsvTemplateButton } from './CsvTemplateButton';
import { csvTemplate, templateTitles } from './csvTemplate';
import { useBulkRows } from './useBulkRows';

export function BulkPage({ declaration }: { declaration: ResourceDeclaration }) {
  const [text, setText] = useState('');
  const state = useBulkRows(declaration);
  const busy = state.progress !== null;
  const paths = useResourcePaths(declaration);
  return (
    <>
      <Title title={declaration.bulk?.title ?? `Carga masiva de ${declaration.label.many}`} />
      <TopToolbar>
        <LinkButton to={paths.list} label="Lista" icon={<ListIcon />} />
      </TopToolbar>
      <Card>
        <CardContent>
          <BulkColumnsHint declaration={declaration} textArea />
          <TextField
            label="Registros"
            multiline
            minRows={6}
            maxRows={20}
            fullWidth
            value={text}
            onChange={(event) => setText(event.target.value)}
            // The columns as the hint names them, not their code names (sede_id).
            placeholder={templateTitles(declaration).join(declaration.bulk?.separator ?? ',')}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button variant="contained" disabled={busy || text.trim() === ''} onClick={() => void state.loadText(text)}>
              Validar
            </Button>
            <FileChooserButton onFile={(file) => void state.loadFile(file)} disabled={busy} />
            <CsvTemplateButton template={csvTemplate(declaration)} />
          </Stack>
          <BulkImporter declaration={declaration} state={state} />
        </CardContent>
      </Card>
    </>
  );
}
