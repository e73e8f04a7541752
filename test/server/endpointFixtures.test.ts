// One fixture per endpoint, and none of another (what the endpoint's type guaranteed while the app
// carried its examples; issue 41): every endpoint the demo app registers, and every one of the test
// fixture's app (test/fixtures/talleres, every capability of the engine), has exactly one fixture in
// test/server/endpointFixtures.ts's gathering; every fixture names a registered endpoint (a
// resource's action by its declared name).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointFixtures } from './endpointFixtures';
import { createServerWithFixture } from './fixture/server';
import { createTestServer, type TestServer } from './helpers';

const servers: Record<'demo' | 'fixture', TestServer> = {} as never;

beforeAll(async () => {
  servers.demo = await createTestServer();
  servers.fixture = await createServerWithFixture();
});
afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.close()));
});

describe('endpoint fixtures', () => {
  it.each(['demo', 'fixture'] as const)('the %s app: exactly one per registered endpoint, none of an endpoint it does not register', async (name) => {
    const server = servers[name];
    const fixtures = await endpointFixtures(server);
    expect({ missing: fixtures.missing, stray: fixtures.stray, twice: fixtures.twice }).toEqual({ missing: [], stray: [], twice: [] });
    // Each is whole: a body to refuse and a builder of one to accept.
    for (const endpoint of server.app.endpoints) {
      const fixture = fixtures.of(endpoint.path);
      expect(typeof fixture.example, endpoint.path).toBe('function');
      expect(fixture.malformedExample, endpoint.path).toBeDefined();
    }
    expect(server.app.endpoints.length).toBeGreaterThan(150);
  });

  it("names the endpoint it lacks a fixture for", async () => {
    const fixtures = await endpointFixtures(servers.demo);
    expect(() => fixtures.of('no/registrado')).toThrow('no/registrado has no fixture');
  });
});
