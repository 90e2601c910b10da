import { isIsoDay } from '@aqar/domain/calc/calendar';
import { user } from '@aqar/domain/entities/parties/user';
import { customerAccountStatement } from '@aqar/domain/reports/customer-account-statement';
import type {
  AnyReportFilters,
  ReportDefinition,
  ReportFilterFields,
} from '@aqar/domain/reports/report-definition';
import { type ReportPaging, reportFilterSchema } from '@aqar/domain/reports/report-filters';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { conflict, validationFailed } from '../../http/errors.ts';
import { plainText } from '../../http/plain-text.ts';
import { messageText } from '@aqar/domain/messages';
import { customerAccountStatementQuery } from '../reports/queries/customer-account-statement-query.ts';
import { type ReportQuery, runReportSql } from '../reports/report-runner.ts';
import { nameScriptOf } from '../reports/report-sql.ts';
import { findRecord } from '../../resources/read-records.ts';

const day = plainText(10).refine(isIsoDay, { message: 'invalidDate' });

/**
 * `GET /users/:id/statement`: a tenant's statement (issue 26) — every move on the card's own
 * account (contracts, cheques, receipts, entries), an opening row with the balance before `from`
 * and a running balance, each move naming the document it opens. The customer account statement
 * report, for the card's account, one page of up to 5,000 moves.
 */
export const tenantStatementRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${user.api}/:id/statement`,
    {
      schema: {
        tags: [user.key],
        params: z.object({ id: plainText(100) }),
        querystring: z.object({ from: day.optional(), to: day.optional() }),
      },
    },
    async (request) => {
      const card = await findRecord(app.db, user, request.params.id);
      if (typeof card.accountId !== 'string')
        throw conflict(messageText('clientHasNoAccount'), { accountId: 'clientHasNoAccount' });
      const { from, to } = request.query;
      if (from && to && from > to) throw validationFailed({ to: 'rangeReversed' });
      // Parsed as the report route parses a request body, defaults and all.
      const definition: ReportDefinition<ReportFilterFields> = customerAccountStatement;
      const filters = reportFilterSchema(definition).parse({
        accountId: card.accountId,
        from: from ?? null,
        to: to ?? null,
        page: 0,
        pageSize: 5000,
      }) as AnyReportFilters & ReportPaging;
      const query = customerAccountStatementQuery as ReportQuery<unknown>;
      const built = await query(filters, app.db, nameScriptOf(request.headers['accept-language']));
      return ok(await runReportSql(app.db, definition, filters, built));
    },
  );
};
