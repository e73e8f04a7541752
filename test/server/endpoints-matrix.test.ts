// Every endpoint registered through defineEndpoint, walked from app.endpoints: its guard (401 without
// a token, 403 without its code), its refusal of malformed bodies (400, nothing written) and its
// resistance to garbage (never a 500, never an English message).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../core/engine/permissions';
import { DECLARATIONS } from '../../resources/registry';
import { apiPath, bulkApiPath } from '../../core/engine/paths';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { issueToken, permissionCodes } from '../../server/auth/session';
import { concretePath, type EndpointInfo } from '../../server/http/endpoint';
import { createRandom, type Random } from '../../server/seed/prng';
import { type EndpointFixtureBook, endpointFixtures } from './endpointFixtures';
import { createServerWithFixture, FIXTURE_CODES, FIXTURE_DECLARATIONS } from './fixture/server';
import { ADMIN, createStaffUser, databaseFingerprint, servedCodes, setGroupCodes, TEST_JWT_SECRET, type TestServer } from './helpers';

let server: TestServer;
let endpoints: EndpointInfo[];
/** Each endpoint's test fixtures (its example bodies), gathered beside the app (test/server/endpointFixtures.ts). */
let fixtures: EndpointFixtureBook;
let limited: { id: number; grupoId: number; token: string };
let adminId: number;

const key = new TextEncoder().encode(TEST_JWT_SECRET);
/** Garbage bodies per endpoint: always the same ones (seed 7); MATRIX_DEEP_RUNS for `npm run test:deep`. */
const GARBAGE_RUNS = Number(process.env.MATRIX_DEEP_RUNS ?? 15);
const GENERIC_MALFORMED: { label: string; payload: string; contentType?: string }[] = [
  { label: 'array', payload: '[]' },
  { label: 'string', payload: '"x"' },
  { label: 'number', payload: '42' },
  { label: 'null', payload: 'null' },
  { label: 'boolean', payload: 'true' },
  { label: 'id no numérico', payload: '{"id":"abc"}' },
  { label: 'JSON roto', payload: '{"id": 1,' },
  { label: 'texto plano', payload: 'id=1', contentType: 'text/plain' },
];
/** English words zod, Fastify or PostgreSQL would use; none may reach the client. */
const ENGLISH = /\b(expected|received|invalid|required|must|unrecognized|string|object|array|boolean|undefined|error:|violates|duplicate|syntax|unexpected|body|type)\b/i;

/** A child's endpoint is called under a real parent (its example's), so the body is what is judged. */
async function send(path: string, payload: string, token: string | null, contentType = 'application/json') {
  const url = `/api/${concretePath(path, await fixtures.of(path).pathParams?.(server.db))}`;
  return server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/**
 * The demo administrator's token. A call that went through (200) may well have moved the admin's
 * sede, which ends their sessions, so the next call gets a fresh one. A refusal writes nothing —
 * what these tests check — so its token stays good (were it ended, the next call's 401 would fail
 * the test); issuing one per call cost more than most calls.
 */
let currentAdminToken: Promise<string> | undefined;
const adminToken = () => (currentAdminToken ??= issueToken(server.db, key, adminId));
function afterAdminCall(statusCode: number): void {
  if (statusCode === 200) currentAdminToken = undefined;
}

function expectSpanishError(body: { code?: unknown; message?: unknown; errors?: Record<string, unknown> }): void {
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toMatch(ENGLISH);
  for (const message of Object.values(body.errors ?? {})) expect(String(message)).not.toMatch(ENGLISH);
}

beforeAll(async () => {
  // The fixture declares every capability of the engine: its endpoints are walked too.
  // With the demo week: the booking calls' examples walk its classes and bookings.
  server = await createServerWithFixture({ demoWeek: true, students: 200 });
  endpoints = server.app.endpoints;
  fixtures = await endpointFixtures(server);
  const user = await createStaffUser(server.db, []);
  limited = { ...user, token: await server.login(user.email, user.password) };
  const [admin] = await server.db.query<{ id: number }>('SELECT id FROM usuarios WHERE email = $1', [ADMIN.email]);
  adminId = admin.id;
});
afterAll(async () => {
  await server.close();
});

/** The contract's generic endpoints of a declaration: one per action it has a code for. */
function genericEndpoints(decl: ResourceDeclaration): Record<string, string | readonly string[]> {
  const { permissions: codes, list, bulk } = decl;
  // A search may also be open to further codes (the scheduler's booker searching students): any of them.
  const search = list.search?.codes ? [codes.list, ...list.search.codes] : list.search ? codes.list : undefined;
  const endpoints: [string, string | readonly string[] | undefined][] = [
    ['lista', codes.list],
    // The list's file (all pages of its filter and sort): the list's code (the detail's too: alsoRequires).
    ['exportar', codes.list],
    ['buscar', search],
    ['detalle', codes.show],
    ['crear', codes.create],
    ['editar', codes.edit],
    ['crear_masivo', bulk ? codes.bulk : undefined],
    // An import that may meet existing records: the bulk code (updating also asks for the edit code, in the handler).
    ['importar', bulk ? codes.bulk : undefined],
    ['eliminar', codes.delete],
    // A list's selected rows, all or none: the same code.
    ['eliminar_seleccion', codes.delete],
  ];
  const generic = endpoints.flatMap(([action, code]) => (code ? [[action === 'crear_masivo' ? bulkApiPath(decl) : apiPath(decl, action), code]] : []));
  // Its named actions (resources/<name>/actions.ts), each with its own path and code.
  const named = Object.values(decl.actions ?? {}).map((action) => [action.path, action.permission]);
  return Object.fromEntries([...generic, ...named]);
}

/** What no declaration can say: the session, the lookups and the role changes. */
const NAMED_ENDPOINTS: Record<string, string | readonly string[]> = {
  version: 'public', login: 'public', logout: 'login', sede: 'login', perfil: 'login', cambiarme_sede: 'login',
  olvido_contrasena: 'public', restablecer_contrasena: 'public', cambiar_mi_contrasena: 'login',
  'sedes/lista': 'login', 'tipos-documentos/lista': 'login', 'config/metodos_pago': 'login', 'nivel/lista': 'login',
  'nivel/cursos': 'login', 'tipos-clase/lista': 'login',
  'estados-civiles/lista': 'login', 'regimenes-salud/lista': 'login', 'niveles-educativos/lista': 'login', 'ocupaciones/lista': 'login',
  'discapacidades/lista': 'login', 'grupos-etnicos/lista': 'login', 'examen/opciones': 'login', 'tema/opciones': 'login', 'salones/opciones': P.salones.list,
  'motivos/opciones': 'login', // the reason presets: whoever may act may read them (issue 43)
  'user/activar_rol': P.usuarios.activarRol, 'user/desactivar_rol': P.estudiantes.activo,
  'grupos/opciones': P.usuarios.list, 'user/buscar': P.usuarios.global, 'user/cambiar_sede': [P.usuarios.sede, P.estudiantes.sede],
  'event/search': [P.usuarios.show, P.programador.changeDocente, P.programador.changeSalon],
  'preasignaciones/xdocente': P.docentes.preasignaciones, 'preasignaciones/xsalon': P.docentes.preasignaciones, 'preasignaciones/xsede': P.docentes.preasignaciones,
  'preasignacion/calcular': P.docentes.editPreasignaciones, 'preasignacion/guardar': P.docentes.editPreasignaciones,
  'preasignaciones/borrar': P.docentes.editPreasignaciones, 'docente/resumen': P.docentes.preasignaciones, 'salon/resumen': P.salones.list,
  'indicadores/estudiantes_activos': P.inicio.disponibilidad, 'indicadores/agendamientos_acumulados': P.inicio.disponibilidad,
  'indicadores/agendamientos_estudiantes': P.inicio.disponibilidad, 'indicadores/disponibilidad': P.inicio.disponibilidad, 'indicadores/disponibilidad_franjas': P.inicio.disponibilidad, 'tutorias/por_fecha': P.programador.tutorias, 'pantalla/actual': P.programador.pantalla, 'logistica/clases': P.programador.logistica, 'tutorias/cancelar': P.estudiantes.cancelTutoria, 'tutorias/agendar': P.programador.createAgendamiento, 'estudiante/ver_agendamientos': P.estudiantes.show, 'estudiante/ver_tutorias': P.estudiantes.show, agenda_disponible: 'login', agenda_especifica: 'login', 'estado/disponibilidad_full': [P.inicio.disponibilidad, P.programador.clases], 'clases/por_hora': P.programador.clases, 'clase/historial': [P.programador.changeDocente, P.programador.changeSalon], 'clase/docentes_disponibles': 'login', 'clase/salones_disponibles': 'login',
  'estudiante/ver_cambio_nivel': P.estudiantes.show, 'estudiante/ver_inscripciones': P.estudiantes.show, 'estudiante/ver_entrega_libros': P.estudiantes.show,
  'estudiante_observaciones/lista': P.estudiantes.show, 'estudiante_observaciones/crear': P.estudiantes.edit,
  'estudiante/tutoria/progreso': P.programador.tutorias, 'tutorias/ver_observaciones': P.programador.tutorias,
  'estudiante/procesar_re_ac': P.estudiantes.activo,
  'clase/crear': P.programador.createClase, 'clase/eliminar': P.programador.deleteClase, 'clase/cambiar_docente': P.programador.changeDocente,
  'clase/cambiar_salon': P.programador.changeSalon, 'agendamiento/crear_manual': P.programador.createAgendamiento,
  'agendamiento/calcular_siguiente_tema': P.programador.createAgendamiento,
  'estudiante/parcelador': P.estudiantes.show, 'estudiante/ver_horarios': P.estudiantes.show, 'agendamiento/agendar': P.programador.createAgendamiento,
  'agendamiento/asignar_clase_auto': P.programador.autoAssign, 'agendamiento/set_clase': P.programador.clases, 'agendamiento/confirmar': P.programador.clases,
  'agendamiento/set_tema': P.programador.createAgendamiento, 'agendamiento/eliminar_tema': P.programador.createAgendamiento,
  'agendamiento/asignar_tema_auto': P.programador.createAgendamiento, 'agendamiento/anular_firma': P.progreso.unsign,
  'agendamiento/cancelar': P.estudiantes.cancelAgendamiento, 'agendamientos/reorganizar': P.programador.reorganizar, cancelacion_agendamientos: P.admin.bulkCancelacion, actualizar_medios_pago: P.admin.bulkPagos,
  'docente/tutores': [P.docentes.list, P.estudiantes.editTutorias], 'novedad_docente/crear': P.docentes.edit, 'novedad_docente/ver': P.docentes.novedades, 'novedad_docente/eliminar': P.docentes.deleteNovedad,
  'permisos/lista': [P.grupos.manage, P.grupos.show], 'permiso/crear': P.grupos.manage,
  'documentacion/abrir': P.grupos.manage,
  'estudiante/progreso': P.estudiantes.progreso, 'estudiante/notas': P.progreso.notas, 'progreso/estado': P.estudiantes.progreso,
  'estudiante/niveles_cursados': P.estudiantes.progreso, 'estudiante/progreso_otro_nivel': P.estudiantes.progreso,
  'progreso/ver_observaciones': P.estudiantes.progreso, 'progreso/ver_observaciones_curso': P.estudiantes.progreso,
  'progreso/definir_tema': P.progreso.defineTema, 'progreso/reiniciar_nivel': P.progreso.resetNivel, 'progreso/anular': P.progreso.unsign,
  'progreso/firmar': P.progreso.sign, 'progreso/bloquear': P.progreso.unlock, 'progreso/desbloquear': P.progreso.unlock,
  'progreso/editar_asistencia': P.progreso.editAsistencia, 'progreso/editar_nota': P.progreso.notas, 'progreso/actualizar_notas': P.progreso.notas,
  'progreso/nota_nivelacion': P.progreso.notaNivelacion, 'progreso/verificar': P.progreso.review, 'agendamiento/marcar_asistencia': P.progreso.editAsistencia,
  'reportes/ocupacion': P.reportes.ocupacionActividad, 'reportes/ocupacion/exportar': P.reportes.ocupacionActividad,
  'reportes/actividad': P.reportes.ocupacionActividad, 'reportes/actividad/exportar': P.reportes.ocupacionActividad,
  'reportes/consumo': P.grupos.manage, 'reportes/consumo/exportar': P.grupos.manage,
  'reportes/siet': P.reportes.siet, 'reportes/siet/exportar': P.reportes.siet,
  'reportes/solicitud-avance': P.reportes.solicitudAvance, 'reportes/solicitud-avance/exportar': P.reportes.solicitudAvance,
  'reportes/encuesta-satisfaccion': P.reportes.encuestaSatisfaccion, 'reportes/encuesta-satisfaccion/exportar': P.reportes.encuestaSatisfaccion,
};

describe('endpoint registry', () => {
  it('holds every contract endpoint with its permission, and nothing else', () => {
    const byPath = Object.fromEntries(endpoints.map((e) => [e.path, e.permission]));
    expect(byPath).toEqual(Object.assign({}, NAMED_ENDPOINTS, ...[...DECLARATIONS, ...FIXTURE_DECLARATIONS].map(genericEndpoints)));
  });
});

describe('guard matrix', () => {
  it('answers 401 InvalidJwtToken to every non-public endpoint without a token', async () => {
    for (const endpoint of endpoints.filter((e) => e.permission !== 'public')) {
      for (const method of endpoint.methods) {
        const response = await server.app.inject({ method, url: `/api/${endpoint.path}`, payload: method === 'POST' ? {} : undefined });
        expect(response.statusCode, `${method} ${endpoint.path}`).toBe(401);
        expect(response.json()).toEqual({ code: 'InvalidJwtToken', message: 'Acceso no autorizado. Debe autenticarse nuevamente.' });
      }
    }
  });

  it('answers 403 to a staff user holding every code but the endpoint’s', async () => {
    const coded = endpoints.filter((e) => e.permission !== 'public' && e.permission !== 'login');
    expect(coded.length).toBeGreaterThanOrEqual(14);
    for (const endpoint of coded) {
      const accepted = permissionCodes(endpoint.permission);
      await setGroupCodes(server.db, limited.grupoId, [...(await servedCodes()), ...FIXTURE_CODES].filter((c) => !accepted.includes(c)));
      const before = await databaseFingerprint(server.db);
      const response = await send(endpoint.path, JSON.stringify(fixtures.of(endpoint.path).malformedExample), limited.token);
      expect(response.statusCode, endpoint.path).toBe(403);
      expect(response.json()).toEqual({ code: 'Forbidden', message: 'No tiene permiso para esta operación' });
      expect(await databaseFingerprint(server.db)).toEqual(before);
      // With exactly that code the guard lets it through (the malformed body then gets its 400).
      // Any one of its codes is enough, with every code it also requires (a list's export: the detail's).
      const also = endpoint.alsoRequires.map((r) => r.code);
      for (const code of accepted) {
        await setGroupCodes(server.db, limited.grupoId, [code, ...also]);
        expect((await send(endpoint.path, JSON.stringify(fixtures.of(endpoint.path).malformedExample), limited.token)).statusCode, `${endpoint.path} ${code}`).toBe(400);
      }
      // Without one it also requires: 403 naming that permission (by name, not code), before the body is read.
      for (const required of endpoint.alsoRequires) {
        await setGroupCodes(server.db, limited.grupoId, [accepted[0], ...also.filter((c) => c !== required.code)]);
        const refused = await send(endpoint.path, JSON.stringify(fixtures.of(endpoint.path).malformedExample), limited.token);
        expect(refused.statusCode, `${endpoint.path} sin ${required.code}`).toBe(403);
        expect(refused.json()).toEqual({ code: 'Forbidden', message: required.message });
        expect(required.message).toContain(`«${required.descripcion}»`);
        expect(required.message).not.toContain(required.code);
      }
      await setGroupCodes(server.db, limited.grupoId, [accepted[0], ...also]);
      expect((await send(endpoint.path, JSON.stringify(fixtures.of(endpoint.path).malformedExample), limited.token)).statusCode, endpoint.path).toBe(400);
    }
  }, 120_000);

  it('lets a staff user without any code use the login-only endpoints', async () => {
    await setGroupCodes(server.db, limited.grupoId, []);
    // Not the two that end the token's session (moving sede, logging out): the walk goes on with it.
    // Nor the own password change, whose example knows the administrator's password, not this user's.
    const skipped = ['cambiarme_sede', 'logout', 'cambiar_mi_contrasena'];
    for (const endpoint of endpoints.filter((e) => e.permission === 'login' && !skipped.includes(e.path))) {
      // Each with its own example body (a lookup's is {}; an offer of the scheduler names a slot).
      const body = JSON.stringify(await fixtures.of(endpoint.path).example(server.db));
      expect((await send(endpoint.path, body, limited.token)).statusCode, endpoint.path).toBe(200);
    }
  });
});

describe('malformed bodies', () => {
  it('every endpoint answers 400 ValidationError and writes nothing', async () => {
    // Nothing may ever be written here, so one fingerprint before and one after each endpoint's
    // cases see any write (a write by one case would still show after the last one).
    const before = await databaseFingerprint(server.db);
    for (const endpoint of endpoints) {
      const cases = [...GENERIC_MALFORMED, { label: 'ejemplo propio', payload: JSON.stringify(fixtures.of(endpoint.path).malformedExample) }];
      for (const { label, payload, contentType } of cases) {
        // crear_masivo accepts a bare array: an empty one is still refused (no rows).
        const response = await send(endpoint.path, payload, await adminToken(), contentType);
        afterAdminCall(response.statusCode);
        expect(response.statusCode, `${endpoint.path} ${label}`).toBe(400);
        const body = response.json();
        expect(body.code).toBe('ValidationError');
        expectSpanishError(body);
      }
      expect(await databaseFingerprint(server.db), endpoint.path).toEqual(before);
    }
    // Nine bodies for each of about 160 endpoints.
  }, 120_000);
});

// ---- Garbage: random bodies built from the endpoints' own keys and hostile values. ----

const FIELD_NAMES = [
  'id', 'ids', 'pagina', 'por_pagina', 'orden', 'campo', 'direccion', 'filtros', 'texto', 'registros', 'email', 'password',
  'sede_id', 'nivel_id', 'userid', 'activo', 'primer_nombre', 'primer_apellido', 'numero_documento', 'tipo_documento', 'movil',
  'curso_actual_id', 'tipo_pago', 'fecha_nacimiento', 'nombre', 'capacidad', 'tipo_salon', 'url', 'tipos_permitidos', 'constructor',
  'toString', 'password_hash', '', ' ', 'ñ',
];
const STRINGS = [
  '', ' ', 'abc', 'ñandú Ávila', '\u0000', 'x'.repeat(3000), '1', '-1', '0', '2147483648', '99999999999999999999', '1e309',
  '2020-02-30', '31/12/1999', 'true', 'null', 'ASC', 'DESC', 'id', 'email', "'; DROP TABLE usuarios; --", '%_\\', '😀', 'admin@escuela.test',
  'https://x.test', 'lab', 'CC', 'contado',
];
const NUMBERS = [0, -1, 1, 2, 3, 1.5, -0.5, 2147483647, 2147483648, -2147483649, 1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2];

function garbageValue(random: Random, depth: number): unknown {
  const roll = random.int(0, depth > 2 ? 3 : 6);
  switch (roll) {
    case 0:
      return random.pick(STRINGS);
    case 1:
      return random.pick(NUMBERS);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return random.pick(STRINGS).slice(0, 10);
    case 4:
      return Array.from({ length: random.int(0, 4) }, () => garbageValue(random, depth + 1));
    default:
      return garbageObject(random, depth + 1);
  }
}

function garbageObject(random: Random, depth: number): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = random.int(0, 5); i > 0; i--) object[random.pick(FIELD_NAMES)] = garbageValue(random, depth);
  return object;
}

function garbagePayload(random: Random): { payload: string; contentType: string } {
  const roll = random.int(0, 9);
  if (roll === 0) return { payload: random.pick(STRINGS), contentType: 'application/json' }; // mostly not JSON
  if (roll === 1) return { payload: JSON.stringify(garbageValue(random, 0)), contentType: random.pick(['text/plain', 'application/xml', 'multipart/form-data']) };
  if (roll === 2) return { payload: `{"__proto__": ${JSON.stringify(garbageObject(random, 1))}}`, contentType: 'application/json' };
  if (roll === 3) return { payload: '['.repeat(5000) + ']'.repeat(5000), contentType: 'application/json' };
  return { payload: JSON.stringify(roll < 6 ? garbageValue(random, 0) : garbageObject(random, 0)), contentType: 'application/json' };
}

describe('garbage bodies', () => {
  it('never produce a 500 or an English message on any endpoint', async () => {
    const random = createRandom(7);
    const seen = new Map<number, number>();
    for (const endpoint of endpoints) {
      for (let i = 0; i < GARBAGE_RUNS; i++) {
        const { payload, contentType } = garbagePayload(random);
        const response = await send(endpoint.path, payload, await adminToken(), contentType);
        afterAdminCall(response.statusCode);
        seen.set(response.statusCode, (seen.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${endpoint.path} ← ${payload.slice(0, 200)}`).toBeLessThan(500);
        expect([200, 400, 404, 409], `${endpoint.path} ← ${payload.slice(0, 200)}`).toContain(response.statusCode);
        if (response.statusCode !== 200) expectSpanishError(response.json());
      }
    }
    // The generator reaches both the refusals and the handlers.
    expect(seen.get(400)).toBeGreaterThan(100);
    expect(seen.get(200)).toBeGreaterThan(10);
    // GARBAGE_RUNS bodies for each of about 160 endpoints.
  }, 180_000);
});
