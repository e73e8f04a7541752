// The teachers' own page beyond the generated ones.
export const DOCENTE_PASSWORD_ROUTE = '/docente/cambiarpassword/:id';
export const docentePasswordPath = (id: string | number): string => `/docente/cambiarpassword/${id}`;
