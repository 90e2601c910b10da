import type { ReactNode } from 'react';
import { formatMoney, moneyCellClass, useCurrencies } from '../ui/money.ts';

export interface TotalItem {
  key: string;
  label: string;
  value: string;
  tone?: 'ok' | 'bad';
}

/**
 * A read-only footer of figures under a document's grid (debit, credit, difference; bill totals),
 * with the decimals of the document's currency.
 */
export const TotalsFooter = ({
  items,
  currencyId,
  children,
}: {
  items: TotalItem[];
  currencyId?: unknown;
  children?: ReactNode;
}) => {
  useCurrencies();
  return (
    <div className="totals-footer" data-testid="totals-footer">
      <dl className="totals-footer__items">
        {items.map((item) => (
          <div
            key={item.key}
            className={`totals-footer__item${item.tone ? ` totals-footer__item--${item.tone}` : ''}`}
          >
            <dt>{item.label}</dt>
            <dd data-total={item.key} className={moneyCellClass}>
              {formatMoney(item.value, currencyId)}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
};
