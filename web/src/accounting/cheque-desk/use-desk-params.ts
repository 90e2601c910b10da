import { type ChequeDeskFilters, type DeskBucket, isDeskBucket } from '@aqar/domain/accounting/cheque-desk';
import { chequeStatus } from '@aqar/domain/calc/cheque-status';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The desk's filters that live in its address, so that a link (the home card's) opens it filtered. */
const textFilters = ['buildingId', 'customerId', 'accountId', 'bankId', 'search'] as const;

export const deskPageSizes = [50, 100, 200, 500] as const;
const defaultPageSize = 50;

const statuses = new Set<number>(Object.values(chequeStatus));

export interface DeskParams {
  filters: ChequeDeskFilters;
  page: number;
  pageSize: number;
}

/** Reads the desk's filters and page from the address, ignoring what no filter takes. */
export const deskParamsOf = (params: URLSearchParams): DeskParams => {
  const filters: ChequeDeskFilters = {};
  const bucket = params.get('bucket');
  if (isDeskBucket(bucket)) filters.bucket = bucket;
  for (const name of textFilters) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const code = Number(params.get('code'));
  if (params.get('code') && Number.isInteger(code)) filters.code = code;
  const deposit = params.get('depositStatus');
  if (deposit === 'true' || deposit === 'false') filters.depositStatus = deposit === 'true';
  const status = Number(params.get('status'));
  if (statuses.has(status)) filters.status = status as ChequeDeskFilters['status'];
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    filters,
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (deskPageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
  };
};

/** The desk's state in its address: each change is a history entry, so Back undoes a filter. */
export const useDeskParams = () => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => deskParamsOf(params), [params]);

  const update = useCallback(
    (changes: Record<string, string | number | boolean | undefined>, keepPage = false) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        // A new filter starts again at the first page.
        if (!keepPage) next.delete('page');
        return next;
      }),
    [setParams],
  );

  const { bucket } = state.filters;
  const setFilter = useCallback(
    (name: keyof ChequeDeskFilters, value: string | number | boolean | undefined) =>
      update({ [name]: value }),
    [update],
  );
  const toggleBucket = useCallback(
    (next: DeskBucket) => update({ bucket: bucket === next ? undefined : next }),
    [update, bucket],
  );
  /** Clears the filters; the bucket, chosen on its card, and the page size stay. */
  const clearFilters = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams();
        for (const kept of ['bucket', 'pageSize']) {
          const value = current.get(kept);
          if (value) next.set(kept, value);
        }
        return next;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (page: number, pageSize: number) =>
      update(
        { page: page > 0 ? page : undefined, pageSize: pageSize === defaultPageSize ? undefined : pageSize },
        true,
      ),
    [update],
  );
  return { ...state, setFilter, toggleBucket, clearFilters, setPage };
};
