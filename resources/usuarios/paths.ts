// The staff users' own pages beyond the generated ones (the password page).
export const USUARIO_PASSWORD_ROUTE = '/usuario/cambiarpassword/:id';
export const usuarioPasswordPath = (id: string | number): string => `/usuario/cambiarpassword/${id}`;
