import { isDeepStrictEqual } from 'node:util';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { moduleOperations } from './module-operations.ts';
import {
  anySuccessSchema,
  errorRef,
  errorStatuses,
  type JsonSchema,
  sharedSchemas,
} from './response-schemas.ts';

/**
 * The OpenAPI document (`/api/docs/json`): OpenAPI 3.1, whose schemas are JSON Schema 2020-12 as
 * zod writes them for the request bodies (`type: ['string', 'null']`, never `nullable`).
 * Response schemas are plain JSON schemas (response-schemas.ts): the zod transform reads only the
 * request's, so the response is set aside while it runs.
 */
export const swaggerOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Aqar API',
      version: '1.0.0',
      description:
        'Property management and accounting back office. Every success is `{ success: true, data, … }`; every failure `{ success: false, message, errors? }` (ErrorBody), `errors` naming each refused field.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This server' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
  },
  // Shared schemas keep their own name as the component's (`ContractRecord`, `ErrorBody`).
  refResolver: {
    buildLocalReference: (json, _baseUri, _fragment, i) =>
      typeof json.$id === 'string' ? json.$id : `def-${i}`,
  },
  transformObject: (documentObject) =>
    sharedFailures(('openapiObject' in documentObject ? documentObject.openapiObject : {}) as OpenApiObject),
  transform: (route) => {
    const { response, ...schema } = (route.schema ?? {}) as Record<string, unknown>;
    const transformed = jsonSchemaTransform({ ...route, schema } as Parameters<
      typeof jsonSchemaTransform
    >[0]);
    return response && !transformed.schema.hide
      ? { ...transformed, schema: { ...transformed.schema, response } }
      : transformed;
  },
};

const eagerSerializers = SerializerSelector();

/**
 * Fastify's own serializer compiler (fast-json-stringify), compiling a route's answer of a status
 * when it is first sent: compiling all of them (a dozen statuses on each of some 360 operations,
 * each with the shared record schemas) at start-up took most of a minute.
 */
export const lazySerializers: typeof eagerSerializers = (externalSchemas, options) => {
  const compile = eagerSerializers(externalSchemas, options);
  // Routes answering the same schema (every ErrorBody of a status, every page of one entity)
  // share one serializer.
  const compiled = new Map<string, ReturnType<typeof compile>>();
  return (route) => {
    let serialize: ReturnType<typeof compile> | undefined;
    return (data) => {
      if (!serialize) {
        const key = JSON.stringify(route.schema);
        serialize = compiled.get(key) ?? compile(route);
        compiled.set(key, serialize);
      }
      return serialize(data);
    };
  };
};

const failureNames: Record<string, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  422: 'Unprocessable',
  429: 'TooManyRequests',
  500: 'ServerError',
  503: 'Unavailable',
};

type OpenApiObject = {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: Record<string, unknown>;
};

/**
 * The failures every operation shares, written once under `components.responses` and referred to
 * from each operation (a third of the document otherwise).
 */
const sharedFailures = (document: OpenApiObject) => {
  const responses: Record<string, unknown> = {};
  const standard = Object.fromEntries(
    Object.entries(errorStatuses).map(([status, description]) => [
      status,
      JSON.stringify({
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      }),
    ]),
  );
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const text = standard[status];
        if (!text || JSON.stringify(answer) !== text) continue;
        responses[failureNames[status]] = JSON.parse(text);
        operation.responses![status] = { $ref: `#/components/responses/${failureNames[status]}` };
      }
    }
  }
  return { ...document, components: { ...document.components, responses } };
};

const words = (url: string) =>
  url
    .replace(/^\/api(\/v1)?\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by ${segment.slice(1)}` : segment.replace(/[-_.]/g, ' ')));

const camel = (parts: string[]) =>
  parts
    .join(' ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, at) => (at === 0 ? word.toLowerCase() : word[0].toUpperCase() + word.slice(1)))
    .join('');

const verbs: Record<string, string> = {
  GET: 'Read',
  POST: 'Send',
  PUT: 'Replace',
  PATCH: 'Update',
  DELETE: 'Delete',
};

/**
 * Names and completes every documented operation as it is added: an `operationId` and a summary
 * when the route gives none (from its method and path), the failures it may answer (ErrorBody),
 * and a success schema when the route declares none. Hidden routes and routes of several methods
 * are left as they are (an operation id must name one operation).
 */
export const installOperationNaming = (app: FastifyInstance) => {
  for (const schema of sharedSchemas()) app.addSchema(schema);
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    if (schema.hide || Array.isArray(route.method) || route.method === 'HEAD') return;
    const method = String(route.method);
    const path = words(route.url);
    const known = moduleOperations.get(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    const response: Record<string, JsonSchema> = {
      ...known?.response,
      ...((schema.response as Record<string, JsonSchema> | undefined) ?? {}),
    };
    if (!Object.keys(response).some((status) => status.startsWith('2'))) response['2xx'] = anySuccessSchema;
    for (const [status, description] of Object.entries(errorStatuses))
      response[status] ??= { description, ...errorRef };
    route.schema = {
      // A public route (signing in, the health check) asks for no token.
      ...((route.config as { public?: boolean } | undefined)?.public ? { security: [] } : {}),
      ...schema,
      operationId:
        (schema.operationId as string | undefined) ?? known?.operationId ?? camel([method, ...path]),
      summary:
        (schema.summary as string | undefined) ??
        known?.summary ??
        `${verbs[method] ?? method} ${path.join(' ')}`,
      response,
    };
  });
};

const expectedBody = Symbol('expected response body');
type Checked = FastifyRequest & { [expectedBody]?: string };

/**
 * Test mode (`checkResponses`): every JSON answer serialised by its schema must read back equal to
 * what the handler returned, so a schema that drops or retypes a field fails the API tests.
 */
export const installResponseCheck = (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request: Checked, _reply, payload) => {
    // Only answers serialised by a schema: the documentation's own routes send theirs as they are.
    const schemas = request.routeOptions.schema?.response;
    if (schemas && payload !== null && typeof payload === 'object')
      request[expectedBody] = JSON.stringify(payload);
    return payload;
  });
  app.addHook('onSend', async (request: Checked, reply, payload) => {
    const expected = request[expectedBody];
    request[expectedBody] = undefined;
    if (expected === undefined || typeof payload !== 'string') return payload;
    const sent = JSON.parse(payload);
    const wanted = JSON.parse(expected);
    if (!isDeepStrictEqual(sent, wanted)) {
      const message = `The answer of ${request.method} ${request.url} (${reply.statusCode}) lost or changed values in serialisation:\nsent   ${payload.slice(0, 4000)}\nwanted ${expected.slice(0, 4000)}`;
      process.stderr.write(`${message}\n`);
      throw new Error(message);
    }
    return payload;
  });
};
