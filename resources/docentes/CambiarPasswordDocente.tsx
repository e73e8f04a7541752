// #/docente/cambiarpassword/:id (2FD9B828): the page says the teacher gets a new password by e-mail;
// 'Cambiar contraseña' generates it (their open sessions end).
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useGetOne, useParams, useRedirect } from 'react-admin';
import { resourcePaths } from '../../core/engine/paths';
import { RecordPageHeading } from '../../src/resource-views/RecordPageHeading';
import { recordName } from '../../src/shell/recordTitle';
import { useAction } from '../../src/resource-views/useAction';
import { cambiarPassword } from './actions';
import schema from './schema';

export function CambiarPasswordDocente() {
  const { id = '' } = useParams<{ id: string }>();
  const action = useAction(cambiarPassword);
  const { data: docente } = useGetOne(schema.name, { id }, { enabled: id !== '', retry: false });
  const redirect = useRedirect();
  const generate = async () => {
    // The dataProvider shows the server's message, or its error, itself.
    const done = await action.run({ userid: id, action: 'autogenerate' }).catch(() => null);
    if (done) redirect(resourcePaths(schema).show(id));
  };
  return (
    <Card>
      <RecordPageHeading declaration={schema} id={Number(id)} name={docente ? recordName(schema, docente) : undefined} page="Cambiar contraseña" />
      <CardContent>
        <Typography variant="body2">Se generará una nueva contraseña y se enviará al correo del docente. Sus sesiones abiertas se cerrarán.</Typography>
      </CardContent>
      <CardActions>
        <Button variant="contained" disabled={action.isPending || !action.allowed} onClick={() => void generate()}>
          Cambiar contraseña
        </Button>
      </CardActions>
    </Card>
  );
}
