import { useQuery } from '@tanstack/react-query';
import { type Envelope, http } from '../api/http.ts';
import { formatNumber } from './format.ts';

export interface CurrencyInfo {
  id: string;
  code: string;
  decimals: number;
  rate: string;
}

export const baseCurrencyOf = (currencies: CurrencyInfo[]) =>
  currencies.find((c) => Number(c.rate) === 1 && c.code === 'AED') ??
  currencies.find((c) => Number(c.rate) === 1) ??
  currencies[0];

/** Decimal places of each currency by id, and of the base currency, as the currency list gives them. */
const decimalsById = new Map<string, number>();
const decimalsByCode = new Map<string, number>();
let baseDecimals = 2;
let remembered: CurrencyInfo[] | undefined;

export const rememberCurrencies = (currencies: CurrencyInfo[]) => {
  if (currencies === remembered) return;
  remembered = currencies;
  decimalsById.clear();
  decimalsByCode.clear();
  for (const currency of currencies) {
    decimalsById.set(currency.id, Number(currency.decimals));
    decimalsByCode.set(currency.code, Number(currency.decimals));
  }
  const base = baseCurrencyOf(currencies);
  baseDecimals = base ? Number(base.decimals) : 2;
};

/**
 * Decimal places money shows with: its currency's (three for KWD and BHD), the base currency's
 * when it names none (report amounts are in the base currency), two before the list has come.
 */
export const moneyDecimals = (currencyId?: unknown): number =>
  (typeof currencyId === 'string' ? decimalsById.get(currencyId) : undefined) ?? baseDecimals;

/** Decimal places of money in the currency with this code (`KWD`); the base currency's otherwise. */
export const moneyDecimalsOfCode = (code?: unknown): number =>
  (typeof code === 'string' ? decimalsByCode.get(code) : undefined) ?? baseDecimals;

/** A money amount with its currency's decimals (the base currency's unless one is given). */
export const formatMoney = (value: unknown, currencyId?: unknown, language?: string): string =>
  formatNumber(value, moneyDecimals(currencyId), language);

/**
 * The currencies: for the base one (rate 1) new documents start in, for amounts in words, and for
 * the decimals of money. A screen that shows money calls it, so it draws again once they come.
 */
export const useCurrencies = ({ enabled = true }: { enabled?: boolean } = {}) => {
  const query = useQuery({
    queryKey: ['currencies-all'],
    queryFn: async ({ signal }) =>
      (
        await http.get<Envelope<CurrencyInfo[]>>('/currencies', {
          params: { page: 0, pageSize: 100, sort: 'number', order: 'asc' },
          signal,
        })
      ).data.data ?? [],
    staleTime: 5 * 60_000,
    enabled,
  });
  if (query.data) rememberCurrencies(query.data);
  return query;
};

/**
 * The class of a cell that shows an amount. Figures are written left to right in every language,
 * so amounts line up on their right edge (not the end, which is the left in Arabic) with digits of
 * equal width, and a minus sign stays before its figure.
 */
export const moneyCellClass = 'money-cell';

/** Ant Design table column props for an amount column (its header and totals alike). */
export const moneyColumn = { align: 'right', className: moneyCellClass } as const;
