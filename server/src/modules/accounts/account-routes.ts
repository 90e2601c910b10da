import { entityByKey } from '@aqar/domain/registry';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { listQuerySchema, parseFilters } from '../../http/list-query.ts';
import { listRecords } from '../../resources/list-records.ts';

/** Parent account codes of customer and supplier accounts (domain-reference section 0). */
export const partyParentCodes = { customer: '121', supplier: '221' } as const;

const accounts = () => {
  const definition = entityByKey('account');
  if (!definition) throw notFound('Accounts are not available');
  return definition;
};

/** Account pickers: leaf accounts only, and the customer / supplier sub-ledgers. */
export const accountRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.get('/accounts/leaves', { schema: { tags, querystring: listQuerySchema } }, async (request) => {
    const { page, pageSize, search, sort, order, ...rest } = request.query;
    const definition = accounts();
    const result = await listRecords(
      app.db,
      definition,
      { page, pageSize, search, sort, order },
      {
        filters: parseFilters(definition, rest),
        where: 'not exists (select 1 from accounts c where c.parent_id = m.id)',
      },
    );
    return ok(result.data, { pages: result.pages, count: result.count, countExact: result.countExact });
  });

  const partyQuery = listQuerySchema.extend({ type: z.enum(['customer', 'supplier', 'all']).default('all') });
  api.get('/accounts/suppliers-customers', { schema: { tags, querystring: partyQuery } }, async (request) => {
    const { page, pageSize, search, sort, order, type, ...rest } = request.query;
    const definition = accounts();
    const codes = type === 'all' ? Object.values(partyParentCodes) : [partyParentCodes[type]];
    const result = await listRecords(
      app.db,
      definition,
      { page, pageSize, search, sort, order },
      {
        filters: parseFilters(definition, rest),
        where: `m.parent_id in (select id from accounts where code in (${codes.map((c) => `'${c}'`).join(', ')}))`,
      },
    );
    return ok(result.data, { pages: result.pages, count: result.count, countExact: result.countExact });
  });
};
