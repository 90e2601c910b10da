import { useQuery } from '@tanstack/react-query';
import { type Envelope, http } from '../api/http.ts';

export interface CurrencyInfo {
  id: string;
  code: string;
  decimals: number;
  rate: string;
}

/** The currencies, for the base one (rate 1) new documents start in and for amounts in words. */
export const useCurrencies = () =>
  useQuery({
    queryKey: ['currencies-all'],
    queryFn: async ({ signal }) =>
      (
        await http.get<Envelope<CurrencyInfo[]>>('/currencies', {
          params: { page: 0, pageSize: 100, sort: 'number', order: 'asc' },
          signal,
        })
      ).data.data ?? [],
    staleTime: 5 * 60_000,
  });

export const baseCurrencyOf = (currencies: CurrencyInfo[]) =>
  currencies.find((c) => Number(c.rate) === 1 && c.code === 'AED') ??
  currencies.find((c) => Number(c.rate) === 1) ??
  currencies[0];
