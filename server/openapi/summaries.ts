// Spanish summaries and tags of the hand-written endpoints (no declaration names them): the
// document's table of contents. An endpoint missing here still appears, titled from its path.
const SESION = 'Sesión';
const OPCIONES = 'Listas de opciones';
const PERSONAS = 'Personas';
const PERMISOS = 'Grupos y permisos';
const PREASIGNACIONES = 'Preasignaciones';
const DOCENTES = 'Docentes';
const INICIO = 'Inicio e indicadores';
const PROGRAMADOR = 'Programador';
const TUTORIAS = 'Tutorías';
const MASIVOS = 'Masivos';
const ESTUDIANTES = 'Estudiantes';

export const HAND_WRITTEN: Record<string, readonly [summary: string, tag: string]> = {
  version: ['Versión del servidor y zona horaria de la escuela', SESION],
  login: ['Iniciar sesión (devuelve el token)', SESION],
  logout: ['Cerrar la sesión del token', SESION],
  sede: ['Sede del usuario', SESION],
  perfil: ['Perfil del usuario', SESION],
  cambiarme_sede: ['Cambiar mi sede', SESION],
  'sedes/lista': ['Sedes', OPCIONES],
  'tipos-documentos/lista': ['Tipos de documento', OPCIONES],
  'config/metodos_pago': ['Métodos de pago', OPCIONES],
  'nivel/lista': ['Niveles', OPCIONES],
  'nivel/cursos': ['Cursos de un nivel', OPCIONES],
  'salones/opciones': ['Salones', OPCIONES],
  'tema/opciones': ['Temas de un curso', OPCIONES],
  'examen/opciones': ['Exámenes', OPCIONES],
  'grupos/opciones': ['Grupos de permisos', OPCIONES],
  'tipos-clase/lista': ['Tipos de clase', OPCIONES],
  'user/activar_rol': ['Activar un rol de la persona', PERSONAS],
  'user/desactivar_rol': ['Desactivar un rol de la persona', PERSONAS],
  'user/buscar': ['Gestión global: buscar personas', PERSONAS],
  'user/cambiar_sede': ['Cambiar la sede de una persona', PERSONAS],
  'event/search': ['Historial de eventos (auditoría)', PERSONAS],
  'permisos/lista': ['Lista de permisos', PERMISOS],
  'permiso/crear': ['Crear permiso', PERMISOS],
  'preasignaciones/xdocente': ['Preasignaciones por docente', PREASIGNACIONES],
  'preasignaciones/xsalon': ['Preasignaciones por salón', PREASIGNACIONES],
  'preasignaciones/xsede': ['Preasignaciones por sede', PREASIGNACIONES],
  'preasignacion/calcular': ['Calcular candidatos de una preasignación', PREASIGNACIONES],
  'preasignacion/guardar': ['Guardar preasignación', PREASIGNACIONES],
  'preasignaciones/borrar': ['Borrar preasignaciones de un día', PREASIGNACIONES],
  'docente/resumen': ['Resumen de docentes', PREASIGNACIONES],
  'salon/resumen': ['Resumen de salones', PREASIGNACIONES],
  'novedad_docente/crear': ['Crear novedad de docente', DOCENTES],
  'novedad_docente/ver': ['Novedades de un docente', DOCENTES],
  'novedad_docente/eliminar': ['Eliminar novedad de docente', DOCENTES],
  'docente/tutores': ['Tutores', DOCENTES],
  'estado/disponibilidad_full': ['Disponibilidad por franja', INICIO],
  'indicadores/estudiantes_activos': ['Estudiantes activos', INICIO],
  'indicadores/agendamientos_acumulados': ['Agendamientos acumulados', INICIO],
  'indicadores/agendamientos_estudiantes': ['Agendamientos por estudiante', INICIO],
  'indicadores/disponibilidad': ['Disponibilidad', INICIO],
  'indicadores/disponibilidad_franjas': ['Disponibilidad por franjas', INICIO],
  agenda_disponible: ['Días con agenda disponible', PROGRAMADOR],
  agenda_especifica: ['Franjas de un día', PROGRAMADOR],
  'clases/por_hora': ['Clases de una franja', PROGRAMADOR],
  'clase/docentes_disponibles': ['Docentes disponibles para una clase', PROGRAMADOR],
  'clase/salones_disponibles': ['Salones disponibles para una clase', PROGRAMADOR],
  'clase/crear': ['Nueva clase', PROGRAMADOR],
  'clase/cambiar_docente': ['Cambiar el docente de una clase', PROGRAMADOR],
  'clase/cambiar_salon': ['Cambiar el salón de una clase', PROGRAMADOR],
  'clase/historial': ['Historial de una clase', PROGRAMADOR],
  'clase/eliminar': ['Eliminar clase', PROGRAMADOR],
  'agendamiento/calcular_siguiente_tema': ['Siguiente tema de un estudiante', PROGRAMADOR],
  'agendamiento/crear_manual': ['Nuevo agendamiento', PROGRAMADOR],
  'agendamiento/asignar_clase_auto': ['Asignar agendamientos automáticamente', PROGRAMADOR],
  'agendamiento/confirmar': ['Confirmar agendamiento', PROGRAMADOR],
  'agendamiento/set_clase': ['Llevar un agendamiento a una clase', PROGRAMADOR],
  'agendamiento/cancelar': ['Cancelar agendamiento', PROGRAMADOR],
  'agendamientos/reorganizar': ['Reorganizar una franja', PROGRAMADOR],
  'pantalla/actual': ['Pantalla: clases de la franja actual', PROGRAMADOR],
  'logistica/clases': ['Logística: clases del día', PROGRAMADOR],
  'estudiante/ver_agendamientos': ['Agendamientos de un estudiante', ESTUDIANTES],
  'estudiante/ver_tutorias': ['Tutorías de un estudiante', ESTUDIANTES],
  'tutorias/por_fecha': ['Tutorías de una fecha', TUTORIAS],
  'tutorias/cancelar': ['Cancelar tutoría', TUTORIAS],
  cancelacion_agendamientos: ['Cancelación masiva de agendamientos', MASIVOS],
  actualizar_medios_pago: ['Actualización masiva de métodos de pago', MASIVOS],
  'documentacion/abrir': ['Abrir la documentación interactiva (/api/docs)', 'Documentación'],
};
