import type {
  BulkCollectAnswer,
  BulkCollectBody,
  ChequeDeskAnswer,
  ChequeDeskFilters,
  ChequeDeskSummary,
} from '@aqar/domain/accounting/cheque-desk';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { opCollection } from '@aqar/domain/entities/accounting/cheque-operations';
import type { QueryClient } from '@tanstack/react-query';
import { type Envelope, http } from '../../api/http.ts';
import { withIdempotencyKey } from '../../api/idempotency.ts';
import { entityQueryKeys } from '../../ui/form/use-record-form.ts';

/** The desk's address in the app, under the cheques' own: `/cheques/desk`. */
export const deskRoute = `${cheque.route}/desk`;

const deskApi = `${cheque.api}/desk`;

/** What a desk page asks: the filters, the user's day and the page. */
export interface DeskQuery extends ChequeDeskFilters {
  today: string;
  page: number;
  pageSize: number;
}

/** Query parameters without the empty ones. */
const paramsOf = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export const deskQueryKey = ['cheque-desk'] as const;

/** One page of the desk with its totals; kept while the next loads, so the screen does not jump. */
export const deskQueryOptions = (query: DeskQuery) => ({
  queryKey: [...deskQueryKey, 'page', query],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await http.get<Envelope<ChequeDeskAnswer>>(deskApi, { params: paramsOf(query), signal })).data.data,
  placeholderData: <T>(previous: T) => previous,
  staleTime: 0,
});

/** The home page card's buckets: asked again whenever the page opens, one light statement. */
export const deskBucketsQueryOptions = (today: string) => ({
  queryKey: [...deskQueryKey, 'buckets', today],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await http.get<Envelope<ChequeDeskSummary>>(`${deskApi}/buckets`, { params: { today }, signal })).data
      .data,
  staleTime: 0,
});

/** A bulk collection may take a few seconds for a thousand cheques: longer than a plain save. */
const bulkTimeoutMs = 120_000;

export const bulkCollect = (body: BulkCollectBody) =>
  withIdempotencyKey(`${cheque.api}/bulk-collect`, body, async (headers) => {
    const response = await http.post<Envelope<BulkCollectAnswer>>(`${cheque.api}/bulk-collect`, body, {
      headers,
      timeout: bulkTimeoutMs,
    });
    return response.data.data;
  });

/** After a collection: the desk, the cheques and their collections are read again wherever shown. */
export const refreshAfterCollection = (queryClient: QueryClient) =>
  Promise.all(
    [
      [...deskQueryKey],
      ['record', cheque.key],
      ...entityQueryKeys(cheque.key),
      ...entityQueryKeys(opCollection.key),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
