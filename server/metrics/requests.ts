// Every answered request counted and timed by method, route and status. The route is Fastify's
// pattern (/api/rest/estudiantes/:id), never the concrete URL, so the series stay as many as the
// routes; a request no route took (404s, the app's pages served as index.html) is 'sin_ruta'.
import type { FastifyInstance } from 'fastify';
import type { MetricsRegistry } from './registry';

/** Seconds. From a few milliseconds (a detail) to the minute an export or a bulk load may take. */
export const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** The route label of a request no route answered. */
export const NO_ROUTE = 'sin_ruta';

/** Adds the hook; call it before any route is registered. */
export function installRequestMetrics(app: FastifyInstance, registry: MetricsRegistry): void {
  const labels = ['method', 'route', 'status'];
  const total = registry.counter('http_requests_total', 'Solicitudes HTTP respondidas', labels);
  const duration = registry.histogram('http_request_duration_seconds', 'Duración de las solicitudes HTTP (hasta enviar la respuesta)', labels, REQUEST_BUCKETS);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.is404 ? NO_ROUTE : (request.routeOptions.url ?? NO_ROUTE);
    const values = { method: request.method, route, status: String(reply.statusCode) };
    total.inc(values);
    // elapsedTime: milliseconds since the request reached Fastify.
    duration.observe(values, reply.elapsedTime / 1000);
  });
}
