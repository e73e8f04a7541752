// Every permission code of the specification, grouped by recurso (as the groups screen shows them).
// The admin demo account holds all of them; the server and the browser check against these codes.
export interface PermissionInfo {
  code: string;
  recurso: string;
  descripcion: string;
}

const P = (recurso: string, entries: Record<string, string>): PermissionInfo[] =>
  Object.entries(entries).map(([code, descripcion]) => ({ code, recurso, descripcion }));

export const PERMISSIONS: PermissionInfo[] = [
  ...P('inicio', { BA0052EE: 'Ver disponibilidad actual' }),
  ...P('estudiantes', {
    '4586B73F': 'Listar estudiantes', D12AEB51: 'Crear estudiante', F94EDE37: 'Carga masiva de estudiantes',
    '560B5B09': 'Ver detalle de estudiante', '4EBC511D': 'Ver clases / progreso', '31BEFF98': 'Cambiar contraseña de estudiante',
    '22D98724': 'Cancelar agendamiento', '98E38A0E': 'Cancelar tutoría', '9022BCBD': 'Editar datos básicos',
    '71A798F': 'Cambiar estado activo / desactivar rol', F775D80: 'Cambiar sede del estudiante',
    C297CD9C: 'Editar sábados y versant', '7F91307F': 'Asignar sábados y versant', SF4RFLA0: 'Editar clase cero',
    QVHD4WVQ: 'Asignar clase cero', FS9B8LJS: 'Editar notificaciones por correo', A26852FD: 'Editar tutorías',
    EA5E1F0B: 'Editar método de pago', '700279E9': 'Asignar método de pago', '1904624A': 'Editar vigencia',
    '20BAD775': 'Asignar vigencia', C448968B: 'Editar curso / nivel', C0F0653E: 'Asignar curso / nivel',
  }),
  ...P('progreso', {
    C3D1A230: 'Definir tema', '4DE6952E': 'Reiniciar nivel', '524A95EB': 'Nota de nivelación', E4E63F5F: 'Revisar',
    '6B04B5EF': 'Ver y editar notas / logros', '8406FF9D': 'Anular firma', CE0C87D2: 'Firmar', '5FCCA3CB': 'Desbloquear',
    '383FFC12': 'Editar asistencia',
  }),
  ...P('docentes', {
    '8A28EE41': 'Listar docentes', '42C7BC3F': 'Ver detalle de docente', '66581933': 'Crear docente',
    '5A45ACB1': 'Carga masiva de docentes', '3329CE3B': 'Editar docente / crear novedad', EFE8AFBA: 'Ver novedades',
    '2FD9B828': 'Cambiar contraseña de docente', LB3F483G: 'Eliminar novedad', '98BEF7FF': 'Ver preasignaciones',
    '235AE1F': 'Editar preasignaciones', 
  }),
  ...P('usuarios', {
    '42A34371': 'Listar funcionarios', '1E3B0C0D': 'Ver detalle de funcionario', '4049A232': 'Crear funcionario',
    DEF5A092: 'Editar funcionario', '2D648D9C': 'Carga masiva de funcionarios', E1020A89: 'Gestión global',
    '1CE32AC5': 'Cambiar contraseña de funcionario', '1010A13E': 'Editar grupo, sedes y tokens',
    '4610DB00': 'Cambiar sede de matrícula', '13FF6EC4': 'Activar rol',
  }),
  ...P('grupos', { '4F40D01B': 'Grupos y reporte de consumo', '90C25887': 'Ver detalle de grupo' }),
  ...P('salones', {
    B2903DC1: 'Listar salones', AE7C3DD1: 'Ver detalle de salón', '3C1A985C': 'Crear salón',
    '871292F9': 'Carga masiva de salones', EE7EF073: 'Editar salón',
  }),
  ...P('cursos', {
    '19E70E2C': 'Listar cursos', '84D84CB2': 'Ver detalle de curso', '55C8CB36': 'Crear curso', '4370AA66': 'Editar curso',
    D4F5A51C: 'Correos del curso', '6213A164': 'Crear correo', '91361DBD': 'Ver correo', DC61F6A2: 'Editar correo',
    '83D463D2': 'Eliminar correo', D6883020: 'Logros del curso', '91AB81A4': 'Crear logro', AEF8A7F2: 'Ver logro',
    B50E2D63: 'Editar logro', '8A224540': 'Ver tema', '799AAD9D': 'Editar tema', A9EFE57: 'Crear tema',
    '10F6CF17': 'Carga masiva de temas', BAB1EE7F: 'Feedback y preparación',
  }),
  ...P('programador', {
    '8D24244B': 'Programador de clases', '023AB260': 'Tutorías', '293B9B69': 'Pantalla', '4E621462': 'Logística',
    '8A511756': 'Reorganizar', '5B4F11C4': 'Nuevo agendamiento', BC8C54A9: 'Nueva clase', '57315736': 'Eliminar clase',
    '956EB91C': 'Editar clase / cambiar docente', EEB6ADA9: 'Editar clase / cambiar salón', E329996D: 'Desasignar agendamiento',
    D7DC46E: 'Asignación manual automática',
  }),
  ...P('reportes', {
    '17737EC6': 'Ocupación y actividad', '11FC3E77': 'Reporte SIET', E96EB087: 'Solicitud de avance',
    F83DCEB2: 'Encuesta de satisfacción', '2E3F932E': 'Elegir sedes en reportes',
  }),
  ...P('examenes', { B7A9DE95: 'Listar exámenes', '39237B08': 'Crear examen', '827D5C7D': 'Editar examen' }),
  ...P('admin', {
    E4D2DDE5: 'Cierres', '2360680B': 'Listar banners', F0F8F93B: 'Crear banner', B6EFA5D3: 'Ver banner',
    '3D64E6E9': 'Editar banner', EACA7E4: 'Actualización masiva de pagos', E1D33839: 'Cancelación masiva',
  }),
];

export const ALL_PERMISSION_CODES: string[] = PERMISSIONS.map((p) => p.code);
