// #/estudiante/cambiarpassword/:id: optional new password; empty resets it to the document number.
import { Card, CardContent, Typography } from '@mui/material';
import { PasswordInput, SaveButton, SimpleForm, Title, Toolbar, useDataProvider, useParams, useRedirect } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/types';
import { resourcePaths } from '../paths';
import { feedback } from '../../src/shell/feedback';
import { passwordBody, validatePassword } from './password';
import schema from './schema';

export function CambiarPassword() {
  const { id = '' } = useParams<{ id: string }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const redirect = useRedirect();

  const submit = async (values: Record<string, unknown>) => {
    try {
      // The dataProvider shows the server's mensaje as the 'Proceso exitoso' toast.
      await dataProvider.call('estudiante/cambiar_password', passwordBody(id, values.password));
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
          Si deja la contraseña vacía, se restablece al número de documento del estudiante.
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
