// The breadcrumbs above a nested page (Inicio › Estudiantes › Catalina García › Clases), from
// breadcrumbTrail; the steps wrap on a phone rather than widen the page.
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { Crumb } from './breadcrumbTrail';

export function PageBreadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <Breadcrumbs aria-label="Ruta de navegación" separator="›" sx={{ mb: 1, '& ol': { flexWrap: 'wrap' } }} data-testid="migas">
      {trail.map((crumb) =>
        crumb.to ? (
          <Link key={crumb.label} component={LinkBase} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
