// #/documentacion-api (Admin → API, 4F40D01B): the way into the API's interactive documentation. A
// browser opening /api/docs sends no bearer token, so 'Abrir documentación' first asks the server
// for the page's short-lived cookie (documentacion/abrir), then opens it in a new tab.
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/types';
import { SHELL_PAGES } from '../../shell/routeTable';

/** Where the page is, as the server answers it. */
interface OpenAnswer {
  url: string;
}

export function ApiDocsPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const openDocs = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { url } = await dataProvider.call<OpenAnswer>('documentacion/abrir', {});
      // A blocked pop-up: the same tab then (the app's session stays in this browser).
      if (!window.open(url, '_blank')) window.location.assign(url);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'No se pudo abrir la documentación');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ width: '100%' }}>
      <Title title={SHELL_PAGES.apiDocs.title} />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          Documentación de la API
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Todas las operaciones del servidor (el contrato <code>POST /api/…</code> y la cara REST <code>/api/rest/…</code>) descritas en
          OpenAPI 3.1, cada una con el permiso que exige y el esquema de su cuerpo. La documentación interactiva se abre en una pestaña
          nueva durante 15 minutos; sus pruebas («Try it out») usan su sesión.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Para otra aplicación: <code>GET /api/openapi.json</code> con <code>Authorization: Bearer &lt;token&gt;</code> (el token de{' '}
          <code>POST /api/login</code>; basta cualquier usuario).
        </Typography>
        {problem ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        ) : null}
        <Button variant="contained" onClick={openDocs} disabled={busy}>
          Abrir documentación
        </Button>
      </CardContent>
    </Card>
  );
}
