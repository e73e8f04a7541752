// The one way to define an API endpoint: path, guard and body schema are declared together, the
// route is registered as POST /api/<path>, and the endpoint is recorded in app.endpoints (tests walk it,
// each endpoint with its fixtures from the *.examples.ts beside its handler: test/server/endpointFixtures.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointPermission, Guard, Session } from '../auth/session';
import { multipartBody } from './multipart';
import { JSON_BODY_LIMIT } from './plumbing';
import { spanishErrorMap, zodToApiError } from '../errors/zodSpanish';
import { ApiError } from '../errors/apiError';

export type HttpMethod = 'POST' | 'GET';

/** A code needed besides `permission`, with the name a refusal says (never the bare code). */
export interface RequiredCode {
  code: string;
  descripcion: string;
  /** The 403's message when it is missing. */
  message: string;
}

export interface EndpointInfo {
  path: string;
  permission: EndpointPermission;
  methods: HttpMethod[];
  /** The body's schema (the OpenAPI document shows it as JSON Schema, server/openapi/). */
  body: z.ZodType;
  /** Also takes multipart/form-data (uploads). */
  multipart: boolean;
  /** A batch that writes one audit event per record it changed (each record's trail says why), not one per call. */
  auditPerRecord: boolean;
  /** Codes needed too, every one (a list's export: the detail's code besides the list's). */
  alsoRequires: readonly RequiredCode[];
  /** A read that leaves one audit event all the same (an export of personal data: who took which rows). */
  auditsRead: boolean;
}

/** A registered path with its parameters filled in (curso/:parentId/… → curso/7/…). */
export function concretePath(path: string, params: Record<string, string> | null | undefined): string {
  return path.replace(/:(\w+)/g, (whole, name: string) => params?.[name] ?? whole);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every endpoint defined through defineEndpoint, in definition order. */
    endpoints: EndpointInfo[];
    /** The guard used by defineEndpoint (set by buildApp before any route). */
    apiGuard: Guard;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

export interface EndpointContext<Body, P extends EndpointPermission> {
  body: Body;
  /** The path's parameters (a child's parentId). */
  params: Record<string, string | undefined>;
  /** The caller; null only on public endpoints. */
  session: P extends 'public' ? null : Session;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface EndpointSpec<S extends z.ZodType, P extends EndpointPermission> {
  path: string;
  permission: P;
  body: S;
  /** Default ['POST']; a lookup may also answer GET (its body is then {}). */
  methods?: HttpMethod[];
  /** Largest JSON body accepted, in bytes (413 over it); default JSON_BODY_LIMIT (100 KB), BULK_BODY_LIMIT for bulk calls. */
  bodyLimit?: number;
  /** Reads a multipart/form-data body (uploads) into the raw body; without it multipart is refused. */
  multipart?: (request: FastifyRequest) => Promise<unknown>;
  /** See EndpointInfo.auditPerRecord (default false: one event per call that wrote). */
  auditPerRecord?: boolean;
  /** See EndpointInfo.alsoRequires; checked with the guard, before the body is read. */
  alsoRequires?: readonly RequiredCode[];
  /** See EndpointInfo.auditsRead (default false). */
  auditsRead?: boolean;
  handler: (ctx: EndpointContext<z.output<S>, P>) => Promise<unknown>;
}

export function defineEndpoint<S extends z.ZodType, P extends EndpointPermission>(
  app: FastifyInstance,
  spec: EndpointSpec<S, P>,
): void {
  const methods = spec.methods ?? ['POST'];
  if (app.endpoints.some((e) => e.path === spec.path)) throw new Error(`Endpoint duplicado: ${spec.path}`);
  app.endpoints.push({
    path: spec.path,
    permission: spec.permission,
    methods,
    body: spec.body,
    multipart: Boolean(spec.multipart),
    auditPerRecord: spec.auditPerRecord === true,
    alsoRequires: spec.alsoRequires ?? [],
    auditsRead: spec.auditsRead === true,
  });
  app.route({
    method: methods,
    url: `/api/${spec.path}`,
    bodyLimit: spec.bodyLimit ?? JSON_BODY_LIMIT,
    // The guard runs before the body is even read: unauthenticated callers cannot make us read a bulk body.
    onRequest: async (request) => {
      request.session = spec.permission === 'public' ? null : await app.apiGuard(request.headers.authorization, spec.permission);
      const missing = spec.alsoRequires?.find((required) => !request.session?.permisos.has(required.code));
      if (missing) throw new ApiError(403, 'Forbidden', missing.message);
    },
    handler: async (request, reply) => {
      // No body (GET, or an empty POST) counts as {}. A multipart body is only read here, after the guard.
      const raw = request.isMultipart() ? await multipartBody(request, spec.multipart) : request.body === undefined ? {} : request.body;
      const parsed = spec.body.safeParse(raw, { error: spanishErrorMap });
      if (!parsed.success) throw zodToApiError(parsed.error);
      const session = request.session as EndpointContext<z.output<S>, P>['session'];
      const params = (request.params ?? {}) as Record<string, string | undefined>;
      return spec.handler({ body: parsed.data, params, session, request, reply });
    },
  });
}
