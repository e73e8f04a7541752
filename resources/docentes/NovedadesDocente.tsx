// #/docente/novedades/:id (EFE8AFBA): the teacher's novedades, absences and events (Fecha, Hora,
// Motivo, Creado, a delete icon with LB3F483G) and, with 3329CE3B, the form that creates them.
import { Card, CardContent, Typography } from '@mui/material';
import { useGetOne, useParams } from 'react-admin';
import { representRecord } from '../../core/engine/declaration/resource';
import { P } from '../../core/engine/permissions';
import { RecordPageHeading } from '../../src/resource-views/RecordPageHeading';
import { useHasPermission } from '../../src/resource-views/useHasPermission';
import { NovedadForm } from './NovedadForm';
import { NovedadesTable } from './NovedadesTable';
import schema from './schema';

export function NovedadesDocente() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: docente } = useGetOne(schema.name, { id }, { enabled: id !== '' });
  const canCreate = useHasPermission(P.docentes.edit);
  const nombre = representRecord(schema, docente);
  return (
    <Card sx={{ width: '100%' }}>
      <RecordPageHeading declaration={schema} id={Number(id)} name={nombre || undefined} page="Novedades" />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {nombre ? `Novedades de ${nombre}` : 'Novedades'}
        </Typography>
        {canCreate && docente ? <NovedadForm docenteId={id} tutor={docente.tutor === true} /> : null}
        <NovedadesTable docenteId={id} />
      </CardContent>
    </Card>
  );
}
