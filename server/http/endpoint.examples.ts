// The shape of an endpoint's test fixtures (endpoint matrix, audit walk, API document): a body it
// accepts for the data as it is, one it must refuse with 400, a child's path parameters and the files
// a required file field uploads. Each *.examples.ts file beside a handler holds its endpoints' ones,
// by path; only the tests read them (test/server/endpointFixtures.ts), never the app.
import type { Database } from '../db/database';

/** A valid body for the current data; null when the data offers none (e.g. no record to edit). */
export type EndpointExample = (db: Database) => Promise<unknown>;

/** Path parameters for the current data; null when the data offers none. */
export type PathParamsExample = (db: Database) => Promise<Record<string, string> | null>;

/** A file part of an example request. */
export interface ExampleFile {
  field: string;
  filename: string;
  data: Uint8Array;
}

export interface EndpointFixture {
  /** A body the endpoint must refuse with 400 (besides the generic ones: [], "x", null…). */
  malformedExample: unknown;
  /** Builds a body the endpoint accepts, from the database as it is (tests call every endpoint with it). */
  example: EndpointExample;
  /** The values of the path's parameters (curso/:parentId/logro/lista) that go with `example`. */
  pathParams?: PathParamsExample;
  /** Files the example must upload with it (a required file field): then it goes as multipart, `datos` + these parts. */
  exampleFiles?: ExampleFile[];
}

/** Fixtures by endpoint path. */
export type EndpointFixtures = Record<string, EndpointFixture>;
