// Home (/ and /index.html): the logo and a welcome, and for holders of BA0052EE the dashboard.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';
import { P } from '../../../core/engine/permissions';
import logoUrl from '../../assets/logo.svg';
import { lazyView } from '../../shell/lazyView';
import { useHasPermission } from '../../resource-views/useHasPermission';
import { APP_NAME, SHELL_PAGES } from '../../shell/routeTable';
import { usePageTitle } from '../../shell/usePageTitle';

// The dashboard brings recharts: it loads on its own, only for those who see it.
const HomeDashboard = lazyView(() => import('./HomeDashboard').then((m) => m.HomeDashboard));

/** Home (/ and /index.html): the logo and a welcome; with BA0052EE the availability dashboard too. */
export function HomePage() {
  usePageTitle(SHELL_PAGES.home.title);
  const { identity } = useGetIdentity();
  const dashboard = useHasPermission(P.inicio.disponibilidad) === true;
  const name = typeof identity?.primer_nombre === 'string' ? identity.primer_nombre : identity?.fullName;
  return (
    <Box sx={{ width: '100%' }}>
      <Card sx={{ maxWidth: 720, width: '100%', mx: 'auto', mt: 2 }}>
        <Title title={SHELL_PAGES.home.title} />
        <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: dashboard ? 3 : 5, textAlign: 'center' }}>
          <Box component="img" src={logoUrl} alt={`Logo de ${APP_NAME}`} sx={{ width: 120, height: 120 }} />
          <Typography variant="h4" component="p">
            {name ? `¡Bienvenido, ${name}!` : '¡Bienvenido!'}
          </Typography>
          <Typography color="text.secondary">
            {APP_NAME}: programación de clases, estudiantes, docentes y salones de la escuela. Use el menú superior para
            comenzar.
          </Typography>
        </CardContent>
      </Card>
      {dashboard ? <HomeDashboard /> : null}
    </Box>
  );
}
