// Lookup rows of the student forms, as dataProvider.lookup returns them ({id, name, ...row}).
export const STUDENT_LOOKUPS = {
  tiposDocumento: [
    { id: 'CC', name: 'Cédula de ciudadanía' },
    { id: 'TI', name: 'Tarjeta de identidad' },
  ],
  sedes: [
    { id: 3, name: 'Sede Norte' },
    { id: 4, name: 'Sede Sur' },
  ],
  cursos: [
    { id: 7, name: 'Básico 1' },
    { id: 8, name: 'Básico 2' },
  ],
  niveles: [{ id: 2, name: 'A1' }],
  metodosPago: [
    { id: 'contado', name: 'Contado' },
    { id: 'credito', name: 'Crédito' },
  ],
};

export const STUDENT = {
  id: 12,
  primer_nombre: 'María',
  segundo_nombre: null,
  primer_apellido: 'Núñez',
  segundo_apellido: 'Peña',
  tipo_documento: 'CC',
  numero_documento: '1020304050',
  email: 'maria@correo.com',
  telefono: null,
  movil: '3001234567',
  fecha_nacimiento: '2001-05-04',
  sede_id: 3,
  curso_actual_id: 7,
  tipo_pago: 'contado',
  nivel_id: 2,
  activo: true,
  vigencia: '2025-12-31',
  sabados: false,
  versant: true,
  requiere_clase_0: false,
  acepta_tyc: true,
  enviar_notificaciones: true,
  habilitar_tutoria: false,
  tutorias: 0,
  fecha_tutoria_inicio: null,
  fecha_tutoria_fin: null,
};
