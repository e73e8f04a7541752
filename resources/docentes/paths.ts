// The teachers' own pages beyond the generated ones.
export const DOCENTE_PASSWORD_ROUTE = '/docente/cambiarpassword/:id';
export const docentePasswordPath = (id: string | number): string => `/docente/cambiarpassword/${id}`;
export const DOCENTE_NOVEDADES_ROUTE = '/docente/novedades/:id';
export const docenteNovedadesPath = (id: string | number): string => `/docente/novedades/${id}`;
