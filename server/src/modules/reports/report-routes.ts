import { Readable } from 'node:stream';
import type {
  AnyReportFilters,
  ReportDefinition,
  ReportFilterFields,
} from '@aqar/domain/reports/report-definition';
import { type ReportPaging, reportFilterSchema } from '@aqar/domain/reports/report-filters';
import { type ReportKey, reports } from '@aqar/domain/reports/report-registry';
import { isRealDate } from '@aqar/domain/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { plainText } from '../../http/plain-text.ts';
import { ledgerJournal } from './ledger-export.ts';
import { reportQueries } from './report-queries.ts';
import { type ReportQuery, runReportSql } from './report-runner.ts';
import { nameScriptOf } from './report-sql.ts';

const day = z.string({ message: 'invalidDate' }).refine(isRealDate, { message: 'invalidDate' });

/**
 * The export's dates, checked whole before the first byte goes out: once the 200 and the
 * journal's first lines are sent, a failure can only cut the body short.
 */
const journalQuery = z
  .strictObject({ from: day.optional(), to: day.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, { message: 'rangeReversed', path: ['to'] });

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
        querystring: journalQuery,
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
        const filters = request.body as AnyReportFilters & ReportPaging;
        const built = await query(filters, app.db, nameScriptOf(request.headers['accept-language']));
        return ok(await runReportSql(app.db, definition, filters, built));
      },
    );
  }

  api.post(
    '/reports/:key',
    { schema: { tags, params: z.object({ key: plainText(100) }) } },
    async (request) => {
      throw notFound(`No report ${request.params.key}`);
    },
  );
};
