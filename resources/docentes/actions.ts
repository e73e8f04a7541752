// The teachers' named actions (doc 2 §2.2, §7): the password change, generated and mailed from
// #/docente/cambiarpassword/{id} with 2FD9B828. Handlers: ./server.ts.
import { passwordAction } from '../passwordAction';
import { P } from '../permissions';

export const cambiarPassword = passwordAction('docente/cambiar_password', P.docentes.password);

export const DOCENTE_ACTIONS = { cambiarPassword };
