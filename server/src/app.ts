import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { installAccessControl, registerPublic } from './http/access.ts';
import {
  databaseTimeoutMessages,
  databaseTimeoutOf,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
  retryAfterSeconds,
} from './db/unavailable.ts';
import { ApiError } from './http/errors.ts';
import { normalizeRequestUrl } from './http/request-path.ts';
import { installIdempotency } from './http/idempotency.ts';
import {
  installOperationNaming,
  installResponseCheck,
  lazySerializers,
  swaggerOptions,
} from './http/openapi.ts';
import { jsonNestsDeeperThan, maxJsonDepth } from './http/json-depth.ts';
import { accountRoutes } from './modules/accounts/account-routes.ts';
import { auditRoutes } from './modules/audit/audit-routes.ts';
import { preferenceRoutes } from './modules/preferences/preference-routes.ts';
import { chequeReplacementRoutes } from './modules/cheques/cheque-replacement.ts';
import { ownerStatementRoutes } from './modules/owners/owner-statements.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.ts';
import { chequeDeskRoutes } from './modules/cheques/cheque-desk-routes.ts';
import { chequeRoutes } from './modules/cheques/cheque-routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { createMailer, type SendMail } from './modules/auth/mailer.ts';
import { registerModuleHooks } from './modules/module-hooks.ts';
import { pictureRoutes } from './modules/pictures/picture-routes.ts';
import { buildingAccountRoutes } from './modules/realty/building-account-routes.ts';
import { buildingUnitCountRoutes } from './modules/realty/building-unit-counts.ts';
import { realtyRoutes } from './modules/realty/realty-routes.ts';
import { contractPaymentRoutes } from './modules/contracts/contract-payments.ts';
import { contractSummaryRoutes } from './modules/contracts/contract-summary.ts';
import { leaseSearchRoutes } from './modules/realty/lease-search.ts';
import { tenantStatementRoutes } from './modules/parties/tenant-statement.ts';
import { contractRoutes } from './modules/contracts/contract-routes.ts';
import { settlementRoutes } from './modules/contracts/settlement/settlement-routes.ts';
import { letterheadRoutes } from './modules/settings/letterhead-routes.ts';
import { alertRoutes } from './modules/alerts/alert-routes.ts';
import { installmentRoutes } from './modules/contracts/installment-routes.ts';
import { reportRoutes } from './modules/reports/report-routes.ts';
import { maintenanceRoutes } from './modules/maintenance/maintenance-routes.ts';
import { materialBalanceRoutes } from './modules/stores/material-balance-routes.ts';
import { paginationRoutes } from './resources/pagination-routes.ts';
import { resourceRoutes } from './resources/resource-routes.ts';
import {
  errorBody,
  fieldErrorsFromValidation,
  refusedValueMessage,
  statusMessage,
} from './http/error-body.ts';
import { cacheControlFor, readLocalesVersion } from './web/cache-control.ts';

export interface AppOptions {
  db: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the mailer (tests read the reset link from here). */
  sendMail?: SendMail;
  /** The built web app to serve (web/dist by default). */
  webDist?: string;
  /**
   * True while the database is not ready yet (main.ts listens before it has reached and migrated
   * it): the API answers 503 meanwhile. Unset: ready from the start.
   */
  starting?: () => boolean;
  /**
   * Tests: every JSON answer must read back, once serialised by its response schema, equal to
   * what the handler returned (http/openapi.ts).
   */
  checkResponses?: boolean;
}

const healthSchema = (up: boolean) => ({
  description: up ? 'The API and its database are up' : 'The database is down or not ready yet',
  type: 'object',
  required: ['success', 'data'],
  properties: {
    success: { type: 'boolean', const: up },
    ...(up ? {} : { message: { type: 'string' } }),
    data: {
      type: 'object',
      required: ['status', 'database'],
      properties: {
        status: { type: 'string', enum: up ? ['ok'] : ['down', 'starting'] },
        database: { type: 'string', enum: [up ? 'up' : 'down'] },
      },
    },
  },
});

export const startingMessage =
  'Aqar is starting and its database is not ready yet. Please try again in a moment.';

const builtWeb = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole HTTP application; `main.ts` starts it and tests drive it through `inject`. */
export const buildApp = async ({
  db,
  config,
  logger,
  sendMail,
  webDist = builtWeb,
  starting,
  checkResponses = false,
}: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password'],
    },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies the configuration names.
    trustProxy: config.trustProxy,
    // One route answers one path, however it is spelled: letter case, doubled or trailing
    // slashes, dot segments (access is decided from the route matched, installAccessControl).
    routerOptions: { caseSensitive: false, ignoreDuplicateSlashes: true, ignoreTrailingSlash: true },
    rewriteUrl: (request) => normalizeRequestUrl(request.url ?? '/'),
    ajv: undefined,
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
  });
  app.decorate('db', db);
  app.decorate('databaseStarting', () => starting?.() === true);
  app.decorate('whenDatabaseReady', (task: () => Promise<unknown>) => {
    if (!starting?.()) return task();
    return new Promise((resolve) => {
      const poll = setInterval(() => {
        if (starting()) return;
        clearInterval(poll);
        resolve(task());
      }, 500);
      poll.unref();
    });
  });
  // Fastify's own JSON parser (prototype poisoning refused), behind a depth limit. A JSON request
  // may also come without a body (signing out with the cookie alone, say).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestsDeeperThan(text, maxJsonDepth)) {
      done(new ApiError(400, `The request body is nested deeper than ${maxJsonDepth} levels`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are serialised by Fastify's own compiler (fast-json-stringify) from the JSON schemas
  // of http/response-schemas.ts.
  registerModuleHooks();

  if (starting) {
    // First of all hooks: nothing under /api may touch a database that is not ready (the web
    // app's files are served meanwhile, and show the API's message).
    app.addHook('onRequest', async (request, reply) => {
      if (!starting() || !/^\/+api(\/|$)/i.test(request.url) || /^\/+api\/+docs(\/|$)/i.test(request.url))
        return;
      reply.code(503).header('retry-after', String(retryAfterSeconds));
      if (/^\/+api\/+health\/?(\?|$)/i.test(request.url)) {
        return reply.send({
          success: false,
          message: startingMessage,
          data: { status: 'starting', database: 'down' },
        });
      }
      return reply.send(errorBody(startingMessage));
    });
  }
  if (config.trustProxy === false) {
    // Behind a proxy nobody named, every client has the proxy's address: one attacker's guesses
    // would then slow every user's sign-in. Said once, with what to set.
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      request.log.warn(
        { peer: request.socket.remoteAddress },
        'X-Forwarded-For arrived but TRUST_PROXY is unset, so every client behind that proxy counts as the proxy ' +
          "for sign-in throttling. Set TRUST_PROXY to the proxy's address (or a hop count) in the environment; see docs/postgresql.md.",
      );
    });
  }
  await app.register(cookie);
  // After the cookie plugin (whose hook reads the cookies), before any route.
  installAccessControl(app, config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
      },
    },
  });
  await app.register(swagger, swaggerOptions);
  // Before any route: names each operation, documents its failures, serialises by its schemas.
  installOperationNaming(app);
  if (checkResponses) installResponseCheck(app);
  await registerPublic(() => app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true }));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .send(errorBody(error.message, error.fieldErrors, error.fieldCodes, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const codes = fieldErrorsFromValidation(error.validation);
      const invalid = new ApiError(400, 'Please correct the highlighted fields', codes);
      return reply.code(400).send(errorBody(invalid.message, invalid.fieldErrors, codes));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send(errorBody(statusMessage(status, error)));
    const pgCode = (error as { code?: string }).code;
    // Rules checked at commit (an unbalanced entry) arrive here rather than at the statement.
    if (pgCode === '23514') return reply.code(422).send(errorBody(error.message));
    // Validation refuses what it knows of; a value it let through that PostgreSQL cannot take
    // is still the request's fault, and the transaction has rolled back.
    const refused = refusedValueMessage(pgCode);
    if (refused) {
      request.log.warn({ err: error }, 'Value refused by the database');
      return reply.code(400).send(errorBody(refused));
    }
    const timeout = databaseTimeoutOf(error);
    if (timeout) {
      request.log.warn({ err: error }, `Database ${timeout} timeout`);
      return reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds))
        .send(errorBody(databaseTimeoutMessages[timeout]));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'Database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds))
        .send(errorBody(databaseUnavailableMessage));
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send(errorBody('Something went wrong!, please try again.'));
  });

  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Whether the API and its database are up',
        security: [],
        response: { 200: healthSchema(true), 503: healthSchema(false) },
      },
    },
    async (_request, reply) => {
      try {
        await db.query('select 1');
        return { success: true, data: { status: 'ok', database: 'up' } };
      } catch {
        return reply.code(503).send({
          success: false,
          message: 'The database is not reachable',
          data: { status: 'down', database: 'down' },
        });
      }
    },
  );

  await app.register(
    async (api) => {
      // Before the routes: it attaches its hooks to each create route as it is added.
      installIdempotency(api);
      const mailer = sendMail ?? createMailer(config.smtpUrl, config.mailFrom, app.log);
      await api.register(authRoutes(config, mailer));
      await api.register(accountRoutes);
      await api.register(ledgerRoutes);
      await api.register(reportRoutes);
      await api.register(realtyRoutes);
      await api.register(buildingUnitCountRoutes);
      await api.register(materialBalanceRoutes);
      await api.register(buildingAccountRoutes);
      await api.register(contractRoutes);
      await api.register(contractPaymentRoutes);
      await api.register(contractSummaryRoutes);
      await api.register(leaseSearchRoutes);
      await api.register(tenantStatementRoutes);
      await api.register(settlementRoutes);
      await api.register(letterheadRoutes);
      // The daily alert digest only when mail can really go out.
      await api.register(alertRoutes(config.smtpUrl ? mailer : undefined));
      await api.register(installmentRoutes);
      await api.register(chequeRoutes);
      await api.register(chequeReplacementRoutes);
      await api.register(ownerStatementRoutes);
      await api.register(chequeDeskRoutes);
      await api.register(dashboardRoutes);
      await api.register(maintenanceRoutes);
      await api.register(resourceRoutes);
      await api.register(paginationRoutes);
      await api.register(auditRoutes);
      await api.register(pictureRoutes);
      await api.register(preferenceRoutes);
    },
    { prefix: '/api/v1' },
  );

  const appPage = 'index.html';
  const hasWeb = existsSync(path.join(webDist, appPage));
  const localesVersion = readLocalesVersion(webDist);
  if (hasWeb) {
    await registerPublic(() =>
      app.register(fastifyStatic, {
        root: webDist,
        // The page is sent below, for '/' and every client-side route alike.
        index: false,
        // Built with gzip and brotli twins (web/scripts/compress.mjs).
        preCompressed: true,
        setHeaders: (reply, filePath) =>
          reply.header(
            'cache-control',
            cacheControlFor(path.relative(webDist, filePath), reply.request.query, localesVersion),
          ),
      }),
    );
  }
  const sendAppPage = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html').sendFile(appPage);
  if (hasWeb) app.get('/', { config: { public: true }, schema: { hide: true } }, sendAppPage);
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes: the single-page app decides what to show.
    if (request.method === 'GET' && hasWeb && !/^\/+api(\/|$)/i.test(request.url))
      return sendAppPage(request, reply);
    return reply.code(404).send(errorBody(`No route ${request.method} ${request.url.split('?')[0]}`));
  });
  return app;
};
