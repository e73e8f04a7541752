// The shape of a resource's test fixtures (endpoint matrix, audit walk, API document), in
// resources/<name>/server.examples.ts beside its server part (test/fixtures/<name>/server.examples.ts
// for the tests' throw-away declarations): per named action, a body it accepts and one it must refuse with 400; and
// what completes its generated example records where only current data says (a survey rates a booking
// nobody rated yet). Its generic endpoints' fixtures are generated (server/routes/resources.examples.ts).
// Only the tests read them (test/server/endpointFixtures.ts).
import type { ResourceDeclaration } from '../../core/engine/declaration/resource';
import type { EndpointFixture } from '../http/endpoint.examples';
import type { RecordCompletion } from './examples';
import type { ActionsOf } from './parts';

export interface ResourceExamples {
  /** The declaration they were written for (set by defineResourceExamples). */
  resource?: string;
  /** One fixture per declared action, by the same name. */
  actions?: Record<string, EndpointFixture>;
  /** Completes the generated example record of crear, editar, crear_masivo and importar (server/crud/examples.ts). */
  record?: RecordCompletion;
}

/** Typed against the declaration: a missing or extra action's fixture fails tsc (the coverage test checks it too). */
export function defineResourceExamples<D extends ResourceDeclaration>(
  decl: D,
  examples: ([keyof ActionsOf<D>] extends [never] ? { actions?: undefined } : { actions: { [K in keyof ActionsOf<D>]: EndpointFixture } }) & { record?: RecordCompletion },
): ResourceExamples {
  return { ...examples, resource: decl.name };
}
