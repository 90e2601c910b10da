import { Readable } from 'node:stream';
import type {
  AnyReportFilters,
  ReportDefinition,
  ReportFilterFields,
} from '@aqar/domain/reports/report-definition';
import { type ReportPaging, reportFilterSchema } from '@aqar/domain/reports/report-filters';
import { type ReportKey, reports } from '@aqar/domain/reports/report-registry';
import { isRealDate } from '@aqar/domain/validation';
import { administratorRole, isAllowed, reportSubject } from '@aqar/domain/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { notPermitted } from '../../http/access.ts';
import { buildingsOf } from '../../http/building-scope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
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
  menu: definition.menu,
  alsoIn: definition.alsoIn ?? [],
  aliases: definition.aliases ?? [],
  filters: Object.entries(definition.filters).map(([key, field]) => ({
    key,
    label: `reports.${definition.key}.filters.${key}`,
    ...field,
  })),
  ranges: definition.ranges ?? [],
  columns: definition.columns,
  defaultSort: definition.defaultSort,
  tree: definition.tree,
});

/**
 * A user limited to some buildings runs a report for one of them only: the report's building
 * filter is filled in (one building) or checked, and a report with no building filter, whose
 * rows cannot be kept to the user's buildings, is refused.
 */
const keepToBuildings = (
  definition: ReportDefinition<ReportFilterFields>,
  request: FastifyRequest,
  filters: Record<string, unknown>,
) => {
  const buildings = buildingsOf(request);
  if (!buildings || definition.buildingFree) return;
  if (!('buildingId' in definition.filters)) throw notPermitted();
  const asked = filters.buildingId;
  if (asked === undefined || asked === null || asked === '') {
    if (buildings.length !== 1)
      throw badRequest('Choose one of your buildings for this report', { buildingId: 'reportNeedsBuilding' });
    filters.buildingId = buildings[0];
    return;
  }
  if (!buildings.includes(String(asked))) throw notPermitted();
};

/**
 * Reports of the registry: `GET /reports` lists them, `POST /reports/<key>` runs one with its
 * filters (a route per report, so each validates its own body and has its own OpenAPI entry),
 * `GET /reports/journal.ledger` exports the journal for hledger.
 */
export const reportRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  // The reports the user may run (every report for an administrator).
  api.get('/reports', { schema: { tags } }, async (request) =>
    ok(
      reports
        .filter(
          (report) =>
            request.access?.role === administratorRole ||
            isAllowed(request.access?.grants ?? {}, reportSubject(report.key), 'report'),
        )
        .map(describe),
    ),
  );

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
    // The reference's API names of a report (`leased-units`) answer as its key does.
    for (const name of [key, ...(definition.aliases ?? [])])
      api.post(
        `/reports/${name}`,
        { schema: { tags, body: reportFilterSchema(definition) } },
        async (request) => {
          const filters = request.body as AnyReportFilters & ReportPaging;
          keepToBuildings(definition, request, filters as Record<string, unknown>);
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
