import type { ReactNode } from 'react';
import { formatNumber } from '../ui/format.ts';

export interface TotalItem {
  key: string;
  label: string;
  value: string;
  tone?: 'ok' | 'bad';
}

/** A read-only footer of figures under a document's grid (debit, credit, difference; bill totals). */
export const TotalsFooter = ({ items, children }: { items: TotalItem[]; children?: ReactNode }) => (
  <div className="totals-footer" data-testid="totals-footer">
    <dl className="totals-footer__items">
      {items.map((item) => (
        <div
          key={item.key}
          className={`totals-footer__item${item.tone ? ` totals-footer__item--${item.tone}` : ''}`}
        >
          <dt>{item.label}</dt>
          <dd data-total={item.key}>{formatNumber(item.value, 2)}</dd>
        </div>
      ))}
    </dl>
    {children}
  </div>
);
