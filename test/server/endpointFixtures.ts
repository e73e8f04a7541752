// Every endpoint's test fixtures, gathered for a built app (the endpoint matrix, the audit walk, the
// API document's test and the tests that call an endpoint with its example): a body it accepts for
// the data as it is, one it must refuse with 400, a child's path parameters, the files it uploads.
// The app carries none (issue 41): the hand-written ones are the maps of the *.examples.ts files
// beside the handlers, by path; a resource's generic endpoints get theirs built from its declaration
// (server/routes/resources.examples.ts), its named actions theirs from its own
// resources/<name>/server.examples.ts (test/fixtures/<name>/server.examples.ts for the tests'
// throw-away declarations). A new
// endpoint is its handler and its entry in such a map; endpointFixtures.test.ts holds the two to one
// fixture per registered endpoint and no fixture of another.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { today } from '../../core/engine/clock';
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import { apiPath, bulkApiPath } from '../../core/engine/paths';
import type { ResourceExamples } from '../../server/crud/parts.examples';
import { exampleRecord } from '../../server/crud/examples';
import { createResourceService, type ResourceService } from '../../server/crud/writes';
import type { EndpointFixture, EndpointFixtures } from '../../server/http/endpoint.examples';
import { OPENAPI_EXAMPLES } from '../../server/openapi/index.examples';
import { PAYMENT_UPDATE_EXAMPLES } from '../../server/payments/paymentUpdate.examples';
import { AUDIT_SEARCH_EXAMPLES } from '../../server/people/eventSearch.examples';
import { PROGRESS_ACTION_EXAMPLES } from '../../server/progress/actions.examples';
import { PROGRESS_COURSE_EXAMPLES } from '../../server/progress/course.examples';
import { PROGRESS_READ_EXAMPLES } from '../../server/progress/reads.examples';
import { reportExamples } from '../../server/reports/index.examples';
import { AUTH_EXAMPLES } from '../../server/routes/auth.examples';
import { PASSWORD_EXAMPLES } from '../../server/routes/password.examples';
import { LOOKUP_EXAMPLES } from '../../server/routes/lookups.examples';
import { PERMISO_EXAMPLES } from '../../server/routes/permisos.examples';
import { GENERIC_VERBS, type GenericVerb, resourceExamples } from '../../server/routes/resources.examples';
import { SYSTEM_EXAMPLES } from '../../server/routes/system.examples';
import { USUARIO_EXAMPLES } from '../../server/routes/usuarios.examples';
import { AGENDA_EXAMPLES } from '../../server/scheduler/agenda.examples';
import { attendanceExamples } from '../../server/scheduler/attendance.examples';
import { AVAILABILITY_EXAMPLES } from '../../server/scheduler/availability.examples';
import { BOOKING_FORM_EXAMPLES } from '../../server/scheduler/bookingForm.examples';
import { BOOKING_EXAMPLES } from '../../server/scheduler/bookings.examples';
import { BULK_CANCEL_EXAMPLES } from '../../server/scheduler/bulkCancel.examples';
import { CLASS_EXAMPLES } from '../../server/scheduler/classes.examples';
import { displayExamples } from '../../server/scheduler/displays.examples';
import { INDICATOR_EXAMPLES } from '../../server/scheduler/indicators.examples';
import { NEXT_TOPIC_EXAMPLES } from '../../server/scheduler/nextTopic.examples';
import { REORGANIZE_EXAMPLES } from '../../server/scheduler/reorganize.examples';
import { STUDENT_BOOKING_EXAMPLES } from '../../server/scheduler/studentBookings.examples';
import { TUTORING_EXAMPLES } from '../../server/scheduler/tutoring.examples';
import { NOVEDAD_EXAMPLES } from '../../server/school/novedades.examples';
import { PREASSIGNMENT_EXAMPLES } from '../../server/school/preassignments.examples';
import { TUTOR_EXAMPLES } from '../../server/school/tutors.examples';
import { HISTORY_EXAMPLES } from '../../server/students/history.examples';
import { OBSERVATION_EXAMPLES } from '../../server/students/observations.examples';
import { REACTIVATION_EXAMPLES } from '../../server/students/reactivation.examples';
import { RECORD_EXAMPLES } from '../../server/students/records.examples';
import { TUTORING_REGISTER_EXAMPLES } from '../../server/students/tutoringRegister.examples';
import type { TestServer } from './helpers';

/** What the fixtures are built for: the app, its database, what it serves and its clock. */
export type FixtureSource = Pick<TestServer, 'app' | 'db' | 'served' | 'clock'>;

/** The hand-written fixtures, each map by its file; the clock is the app's (a fixture asking for 'today'). */
function handWritten({ clock }: FixtureSource): [file: string, fixtures: EndpointFixtures][] {
  return [
    ['server/routes/system.examples.ts', SYSTEM_EXAMPLES],
    ['server/routes/auth.examples.ts', AUTH_EXAMPLES],
    ['server/routes/password.examples.ts', PASSWORD_EXAMPLES],
    ['server/routes/lookups.examples.ts', LOOKUP_EXAMPLES],
    ['server/routes/usuarios.examples.ts', USUARIO_EXAMPLES],
    ['server/routes/permisos.examples.ts', PERMISO_EXAMPLES],
    ['server/people/eventSearch.examples.ts', AUDIT_SEARCH_EXAMPLES],
    ['server/school/novedades.examples.ts', NOVEDAD_EXAMPLES],
    ['server/school/preassignments.examples.ts', PREASSIGNMENT_EXAMPLES],
    ['server/school/tutors.examples.ts', TUTOR_EXAMPLES],
    ['server/scheduler/agenda.examples.ts', AGENDA_EXAMPLES],
    ['server/scheduler/attendance.examples.ts', attendanceExamples(() => today(clock))],
    ['server/scheduler/availability.examples.ts', AVAILABILITY_EXAMPLES],
    ['server/scheduler/bookingForm.examples.ts', BOOKING_FORM_EXAMPLES],
    ['server/scheduler/bookings.examples.ts', BOOKING_EXAMPLES],
    ['server/scheduler/bulkCancel.examples.ts', BULK_CANCEL_EXAMPLES],
    ['server/scheduler/classes.examples.ts', CLASS_EXAMPLES],
    ['server/scheduler/displays.examples.ts', displayExamples(clock)],
    ['server/scheduler/indicators.examples.ts', INDICATOR_EXAMPLES],
    ['server/scheduler/nextTopic.examples.ts', NEXT_TOPIC_EXAMPLES],
    ['server/scheduler/reorganize.examples.ts', REORGANIZE_EXAMPLES],
    ['server/scheduler/studentBookings.examples.ts', STUDENT_BOOKING_EXAMPLES],
    ['server/scheduler/tutoring.examples.ts', TUTORING_EXAMPLES],
    ['server/students/records.examples.ts', RECORD_EXAMPLES],
    ['server/students/history.examples.ts', HISTORY_EXAMPLES],
    ['server/students/observations.examples.ts', OBSERVATION_EXAMPLES],
    ['server/students/reactivation.examples.ts', REACTIVATION_EXAMPLES],
    ['server/students/tutoringRegister.examples.ts', TUTORING_REGISTER_EXAMPLES],
    ['server/progress/actions.examples.ts', PROGRESS_ACTION_EXAMPLES],
    ['server/progress/course.examples.ts', PROGRESS_COURSE_EXAMPLES],
    ['server/progress/reads.examples.ts', PROGRESS_READ_EXAMPLES],
    ['server/reports/index.examples.ts', reportExamples(clock)],
    ['server/payments/paymentUpdate.examples.ts', PAYMENT_UPDATE_EXAMPLES],
    ['server/openapi/index.examples.ts', OPENAPI_EXAMPLES],
  ];
}

/** Where a declaration's own fixtures live: its folder's server.examples.ts (a registry resource's, or a test fixture's). */
const RESOURCE_EXAMPLE_FOLDERS = ['resources', 'test/fixtures'] as const;
const ROOT = new URL('../../', import.meta.url);

/** The declaration's server.examples.ts (default export, defineResourceExamples) and its file, or none. */
export async function loadResourceExamples(decl: ResourceDeclaration): Promise<{ file: string; examples: ResourceExamples } | null> {
  for (const folder of RESOURCE_EXAMPLE_FOLDERS) {
    const file = `${folder}/${decl.name}/server.examples.ts`;
    const url = new URL(file, ROOT);
    if (!existsSync(fileURLToPath(url))) continue;
    const module = (await import(url.href)) as { default?: ResourceExamples };
    if (module.default?.resource !== decl.name) throw new Error(`${file}: export default defineResourceExamples(<la declaración de ${decl.name}>, …)`);
    return { file, examples: module.default };
  }
  return null;
}

/** A declaration's generated example record for `mode`, completed as its fixtures say (the REST tests' bodies). */
export async function fixtureRecord(source: Pick<TestServer, 'db'>, decl: ResourceDeclaration, mode: 'create' | 'edit' | 'bulk'): Promise<Record<string, unknown>> {
  return exampleRecord(source.db, decl, mode, (await loadResourceExamples(decl))?.examples.record);
}

export interface EndpointFixtureBook {
  /** The fixture of a registered endpoint (throws, naming the path, when it has none). */
  of(path: string): EndpointFixture;
  /** Registered endpoints without a fixture. */
  missing: string[];
  /** Fixtures of no registered endpoint: '<file>: <path or action>'. */
  stray: string[];
  /** Paths given a fixture more than once: '<path>: <file>, <file>'. */
  twice: string[];
}

/** Every registered endpoint's fixture, and what does not match one to one (endpointFixtures.test.ts). */
export async function endpointFixtures(source: FixtureSource): Promise<EndpointFixtureBook> {
  const registered = new Set(source.app.endpoints.map((e) => e.path));
  const found = new Map<string, { fixture: EndpointFixture; files: string[] }>();
  const stray: string[] = [];
  const add = (path: string, fixture: EndpointFixture, file: string) => {
    if (!registered.has(path)) {
      stray.push(`${file}: ${path}`);
      return;
    }
    const seen = found.get(path);
    if (seen) seen.files.push(file);
    else found.set(path, { fixture, files: [file] });
  };

  for (const [file, fixtures] of handWritten(source)) for (const [path, fixture] of Object.entries(fixtures)) add(path, fixture, file);

  // The resources' endpoints, parents before their children as the app builds them (a child's path names its parent).
  const { resources, serverParts } = source.served;
  const services = new Map<string, ResourceService>();
  for (const decl of [...resources].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)))) {
    const parent = decl.parent ? services.get(decl.parent.resource) : undefined;
    const service = createResourceService(source.db, decl, serverParts[decl.name]?.hooks ?? {}, source.clock, parent);
    services.set(decl.name, service);
    const own = await loadResourceExamples(decl);
    const generated = resourceExamples(decl, service, own?.examples.record, parent);
    const pathOf = (verb: GenericVerb) => (verb === 'crear_masivo' ? bulkApiPath(decl) : apiPath(decl, verb));
    // Only the verbs the declaration grants are registered: the others' fixtures are not offered.
    for (const verb of GENERIC_VERBS) if (registered.has(pathOf(verb))) add(pathOf(verb), generated[verb], `server/routes/resources.examples.ts (${decl.name})`);
    const file = own?.file ?? `resources/${decl.name}/server.examples.ts`;
    const declared = decl.actions ?? {};
    for (const [name, fixture] of Object.entries(own?.examples.actions ?? {})) {
      const action = declared[name];
      if (action) add(action.path, fixture, file);
      else stray.push(`${file}: ${name}`);
    }
  }

  const missing = [...registered].filter((path) => !found.has(path));
  const twice = [...found].filter(([, { files }]) => files.length > 1).map(([path, { files }]) => `${path}: ${files.join(', ')}`);
  return {
    of(path) {
      const fixture = found.get(path)?.fixture;
      if (!fixture) throw new Error(`${path} has no fixture: its entry in the *.examples.ts beside its handler, gathered here (test/server/endpointFixtures.ts)`);
      return fixture;
    },
    missing: missing.sort(),
    stray: stray.sort(),
    twice: twice.sort(),
  };
}
