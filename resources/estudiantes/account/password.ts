// The student password page's code and route (the form's rule and body: core/engine/passwordAction.ts).
import { cambiarPassword } from '../actions';

export const PASSWORD_PERMISSION = cambiarPassword.permission;
export const passwordPath = (id: string | number): string => `/estudiante/cambiarpassword/${id}`;
