// #/estudiante/cambiarpassword/:id: an optional new password; left empty, the server generates one
// and mails it to the student. Either way the student's open sessions end.
import { Card, CardContent, Typography } from '@mui/material';
import { PasswordInput, SaveButton, SimpleForm, Title, Toolbar, useParams, useRedirect } from 'react-admin';
import { useAction } from '../../src/resource-views/useAction';
import { resourcePaths } from '../paths';
import { feedback } from '../../src/shell/feedback';
import { cambiarPassword } from './actions';
import { passwordBody, validatePassword } from './password';
import schema from './schema';

export function CambiarPassword() {
  const { id = '' } = useParams<{ id: string }>();
  const action = useAction(cambiarPassword);
  const redirect = useRedirect();

  const submit = async (values: Record<string, unknown>) => {
    try {
      // The dataProvider shows the server's mensaje as the 'Proceso exitoso' toast.
      await action.run(passwordBody(id, values.password));
      redirect(resourcePaths(schema).show(id));
    } catch (error) {
      feedback.warn(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Card>
      <Title title="Cambiar contraseña" />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          Si deja la contraseña vacía, se genera una nueva y se envía al correo del estudiante. En ambos casos se cierran sus sesiones abiertas.
        </Typography>
      </CardContent>
      <SimpleForm
        // Our Spanish validators speak, not the browser's own bubbles (url, number bounds).
        noValidate
        onSubmit={submit}
        toolbar={
          <Toolbar>
            <SaveButton label="Guardar" alwaysEnable />
          </Toolbar>
        }
      >
        <PasswordInput source="password" label="Contraseña" validate={validatePassword} autoComplete="new-password" />
      </SimpleForm>
    </Card>
  );
}
