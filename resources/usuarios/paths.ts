// The staff users' own pages beyond the generated ones (doc 2 §2.1).
export const USUARIO_PASSWORD_ROUTE = '/usuario/cambiarpassword/:id';
export const usuarioPasswordPath = (id: string | number): string => `/usuario/cambiarpassword/${id}`;
