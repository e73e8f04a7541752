// A person's password page (#/estudiante/cambiarpassword/:id, #/usuario/cambiarpassword/:id): an
// optional new password; left empty, the server generates one and mails it to the person. Either
// way their open sessions end, and the page returns to the person's detail.
import { Card, CardContent, Typography } from '@mui/material';
import { PasswordInput, SaveButton, SimpleForm, Title, Toolbar, useParams, useRedirect } from 'react-admin';
import type { ActionBody, ActionDeclaration } from '../../core/engine/actions';
import { passwordFormBody, validatePassword } from '../../core/engine/passwordAction';
import { resourcePaths } from '../../core/engine/paths';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { useAction } from '../resource-views/useAction';
import { feedback } from '../shell/feedback';

export interface PasswordChangePageProps<A extends ActionDeclaration> {
  action: A;
  declaration: ResourceDeclaration;
  /** 'del estudiante', 'del funcionario': whose e-mail receives a generated password. */
  whose: string;
}

export function PasswordChangePage<A extends ActionDeclaration>({ action, declaration, whose }: PasswordChangePageProps<A>) {
  const { id = '' } = useParams<{ id: string }>();
  const call = useAction(action);
  const redirect = useRedirect();

  const submit = async (values: Record<string, unknown>) => {
    try {
      // The dataProvider shows the server's mensaje as the 'Proceso exitoso' toast.
      await call.run(passwordFormBody(id, values.password) as ActionBody<A>);
      redirect(resourcePaths(declaration).show(id));
    } catch (error) {
      feedback.warn(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Card>
      <Title title="Cambiar contraseña" />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          Si deja la contraseña vacía, se genera una nueva y se envía al correo {whose}. En ambos casos se cierran sus sesiones abiertas.
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
