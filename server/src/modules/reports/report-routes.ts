import { Readable } from 'node:stream';
import type { ReportDefinition, ReportFilterFields } from '@aqar/domain/reports/report-definition';
import { type ReportPaging, reportFilterSchema } from '@aqar/domain/reports/report-filters';
import { type ReportKey, reports } from '@aqar/domain/reports/report-registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { ledgerJournal } from './ledger-export.ts';
import { reportQueries } from './report-queries.ts';
import { type ReportQuery, runReportSql } from './report-runner.ts';
import { nameScriptOf } from './report-sql.ts';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** What the report screen needs to draw a report's filter form and table. */
const describe = (definition: ReportDefinition<ReportFilterFields>) => ({
  key: definition.key,
  path: definition.path,
  title: definition.title,
  group: definition.group,
  filters: Object.entries(definition.filters).map(([key, field]) => ({
    key,
    label: `reports.${definition.key}.filters.${key}`,
    ...field,
  })),
  ranges: definition.ranges ?? [],
  columns: definition.columns,
  defaultSort: definition.defaultSort,
});

/**
 * Reports of the registry: `GET /reports` lists them, `POST /reports/<key>` runs one with its
 * filters (a route per report, so each validates its own body and has its own OpenAPI entry),
 * `GET /reports/journal.ledger` exports the journal for hledger.
 */
export const reportRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  api.get('/reports', { schema: { tags } }, async () => ok(reports.map(describe)));

  api.get(
    '/reports/journal.ledger',
    {
      schema: {
        tags,
        querystring: z.strictObject({
          from: z.string().regex(datePattern, { message: 'invalidDate' }).optional(),
          to: z.string().regex(datePattern, { message: 'invalidDate' }).optional(),
        }),
      },
    },
    async (request, reply) => {
      reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', 'attachment; filename="aqar.journal"');
      return reply.send(Readable.from(ledgerJournal(app.db, request.query)));
    },
  );

  for (const definition of reports) {
    const key = definition.key as ReportKey;
    // The filters parsed by this report's own schema are exactly what its query takes.
    const query = reportQueries[key] as ReportQuery<unknown>;
    api.post(
      `/reports/${key}`,
      { schema: { tags, body: reportFilterSchema(definition) } },
      async (request) => {
        const filters = request.body as Record<string, unknown> & ReportPaging;
        const built = await query(filters, app.db, nameScriptOf(request.headers['accept-language']));
        return ok(await runReportSql(app.db, definition, filters, built));
      },
    );
  }

  api.post(
    '/reports/:key',
    { schema: { tags, params: z.object({ key: z.string().max(100) }) } },
    async (request) => {
      throw notFound(`No report ${request.params.key}`);
    },
  );
};
