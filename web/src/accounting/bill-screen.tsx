import { billTotals } from '@aqar/domain/calc/bill-totals';
import { entityByKey } from '@aqar/domain/registry';
import { useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { EntityRow } from '../api/resource-client.ts';
import type { RecordFormController } from '../ui/form/use-record-form.ts';
import type { FormValues } from '../ui/form/record-values.ts';
import { formatDate, formatNumber } from '../ui/format.ts';
import { formatMoney } from '../ui/money.ts';
import { referenceLabel } from '../ui/labels.ts';
import { amountWords } from './amount-words.ts';
import { baseCurrencyOf, type CurrencyInfo, useCurrencies } from './base-currency.ts';
import { ViewEntryButton } from './entry-popup.tsx';
import { PatternDocumentList } from './pattern-chooser.tsx';
import { type Pattern, usePattern } from './patterns.ts';
import { PrintDocumentButton } from './print-preview.tsx';
import { TotalsFooter } from './totals-footer.tsx';

const definition = entityByKey('bills')!;

type Row = Record<string, unknown>;

const zero = { subtotal: '0', discounts: '0', extras: '0', vatAmount: '0', total: '0', quantities: '0' };

/** Bill totals of domain-reference 6.5 from the form's rows, or zeros while a figure is unreadable. */
export const safeBillTotals = (
  materials: Row[],
  adjustments: Row[],
  decimals: number,
  vatAfterDiscountAndExtra: boolean,
) => {
  try {
    const totals = billTotals(
      materials.map((row) => ({
        quantity: (row.quantity as string) || 0,
        unitPrice: (row.unitPrice as string) || 0,
        vatPercentage: (row.vatPercentage as string) || 0,
      })),
      adjustments.map((row) => ({
        discount: (row.discount as string) || 0,
        extra: (row.extra as string) || 0,
      })),
      { decimals, vatAfterDiscountAndExtra },
    );
    return {
      totals: {
        subtotal: totals.subtotal.toFixed(),
        discounts: totals.discounts.toFixed(),
        extras: totals.extras.toFixed(),
        vatAmount: totals.vatAmount.toFixed(),
        total: totals.total.toFixed(),
        quantities: totals.totalQuantities.toFixed(),
      },
      lines: totals.lines.map((line) => ({
        totalPrice: line.totalPrice.toFixed(),
        vatAmount: line.vatAmount.toFixed(),
        net: line.net.toFixed(),
      })),
    };
  } catch {
    return { totals: zero, lines: [] };
  }
};

const currencyOf = (currencies: CurrencyInfo[], id: unknown) =>
  currencies.find((c) => c.id === id) ?? baseCurrencyOf(currencies);

const BillTotals = ({ control, pattern }: { control: Control<FormValues>; pattern: Pattern }) => {
  const { t } = useTranslation('accounting');
  const { data: currencies = [] } = useCurrencies();
  const materials = (useWatch({ control, name: 'materials' }) as Row[] | undefined) ?? [];
  const adjustments = (useWatch({ control, name: 'adjustments' }) as Row[] | undefined) ?? [];
  const currencyId = useWatch({ control, name: 'currencyId' });
  const decimals = currencyOf(currencies, currencyId)?.decimals ?? 2;
  const { totals } = safeBillTotals(
    materials,
    adjustments,
    decimals,
    !!pattern.calculateVatAfterDiscountAndExtra,
  );
  return (
    <TotalsFooter
      currencyId={currencyId}
      items={[
        { key: 'subtotal', label: t('totals.subtotal'), value: totals.subtotal },
        { key: 'discounts', label: t('totals.discounts'), value: totals.discounts },
        { key: 'extras', label: t('totals.extras'), value: totals.extras },
        { key: 'vatAmount', label: t('totals.vat'), value: totals.vatAmount },
        { key: 'total', label: t('totals.total'), value: totals.total },
      ]}
    />
  );
};

/** The printable tax invoice: seller side header, lines with VAT, totals, amount in words. */
export const PrintableInvoice = ({ bill, pattern }: { bill: EntityRow; pattern: Pattern }) => {
  const { t, i18n } = useTranslation('accounting');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { data: currencies = [] } = useCurrencies();
  const currency = currencyOf(currencies, bill.currencyId);
  const materials = (bill.materials as Row[] | undefined) ?? [];
  const adjustments = (bill.adjustments as Row[] | undefined) ?? [];
  const { totals, lines } = safeBillTotals(
    materials,
    adjustments,
    currency?.decimals ?? 2,
    !!pattern.calculateVatAfterDiscountAndExtra,
  );
  const words = amountWords(totals.total, currency?.code ?? 'AED', currency?.decimals ?? 2);
  const output = pattern.billType === 'output' || pattern.billType === 2;
  return (
    <article className="printable printable--invoice" data-testid="printable-invoice">
      <header className="printable__header">
        <div>
          <h1 className="printable__title">{t(output ? 'print.taxInvoice' : 'print.purchaseInvoice')}</h1>
          <p className="printable__subtitle">
            <span lang="ar">{pattern.name}</span>
            {pattern.ltnname ? <span lang="en"> · {pattern.ltnname}</span> : null}
          </p>
        </div>
        <dl className="printable__meta">
          <div>
            <dt>{t('print.number')}</dt>
            <dd>{bill.number}</dd>
          </div>
          <div>
            <dt>{t('print.date')}</dt>
            <dd>{formatDate(bill.billDate)}</dd>
          </div>
          <div>
            <dt>{t('print.customer')}</dt>
            <dd>
              {referenceLabel(bill, 'customerId', language) ||
                referenceLabel(bill, 'customerAccountId', language)}
            </dd>
          </div>
          <div>
            <dt>{t('print.paymentMethod')}</dt>
            <dd>{t(Number(bill.paymentMethod) === 2 ? 'print.cash' : 'print.credit')}</dd>
          </div>
        </dl>
      </header>
      <table className="printable__table">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('print.material')}</th>
            <th className="num">{t('print.quantity')}</th>
            <th className="num">{t('print.unitPrice')}</th>
            <th className="num">{t('print.amount')}</th>
            <th className="num">{t('print.vatPercentage')}</th>
            <th className="num">{t('print.vatAmount')}</th>
            <th className="num">{t('print.net')}</th>
          </tr>
        </thead>
        <tbody>
          {materials.map((row, index) => (
            <tr key={String(row.id ?? index)}>
              <td>{index + 1}</td>
              <td>{referenceLabel(row, 'materialId', language) || String(row.note ?? '')}</td>
              <td className="num">{formatNumber(row.quantity)}</td>
              <td className="num">{formatMoney(row.unitPrice, currency?.id)}</td>
              <td className="num">{formatMoney(lines[index]?.totalPrice, currency?.id)}</td>
              <td className="num">{formatNumber(row.vatPercentage)}</td>
              <td className="num">{formatMoney(lines[index]?.vatAmount, currency?.id)}</td>
              <td className="num">{formatMoney(lines[index]?.net, currency?.id)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="printable__totals">
        <div>
          <dt>{t('print.subtotal')}</dt>
          <dd>{formatMoney(totals.subtotal, currency?.id)}</dd>
        </div>
        <div>
          <dt>{t('print.discounts')}</dt>
          <dd>{formatMoney(totals.discounts, currency?.id)}</dd>
        </div>
        <div>
          <dt>{t('print.extras')}</dt>
          <dd>{formatMoney(totals.extras, currency?.id)}</dd>
        </div>
        <div>
          <dt>{t('print.vatAmount')}</dt>
          <dd>{formatMoney(totals.vatAmount, currency?.id)}</dd>
        </div>
        <div className="printable__grand">
          <dt>
            {t('print.grandTotal')} ({currency?.code})
          </dt>
          <dd data-testid="printable-total">{formatMoney(totals.total, currency?.id)}</dd>
        </div>
      </dl>
      <section className="printable__words">
        <h2>{t('print.amountInWords')}</h2>
        <p lang="ar" dir="rtl">
          {words.ar}
        </p>
        <p lang="en" dir="ltr">
          {words.en}
        </p>
      </section>
      <footer className="printable__signatures">
        <span>{t('print.accountant')}</span>
        <span>{t('print.receiver')}</span>
      </footer>
    </article>
  );
};

/** `/bills?code=N`: the bills of one bill pattern, starting from its accounts, store and VAT. */
export const BillScreen = () => {
  const [params] = useSearchParams();
  const code = params.get('code') ?? undefined;
  const { patterns, pattern, label, loading } = usePattern('bill', code);
  const { data: currencies = [] } = useCurrencies();
  const base = baseCurrencyOf(currencies);

  const form = useMemo(() => {
    if (!pattern) return undefined;
    const pick = (from: string, to = from) => (pattern[from] ? { [to]: pattern[from] } : {});
    return {
      prefill: {
        billPatternId: pattern.id,
        ...pick('defaultStoreId', 'storeId'),
        ...pick('materialAccountId'),
        ...pick('vatAccountId'),
        ...pick('costCenterId'),
        paymentMethod: Number(pattern.paymentMethod ?? 1),
        ...(pattern.currencyId ? { currencyId: pattern.currencyId } : base ? { currencyId: base.id } : {}),
        genEntries: pattern.genEntries !== false,
      } as FormValues,
      // The live footer shows what the stored totals repeat.
      hiddenFields: ['subtotal', 'discounts', 'extras', 'vatAmount', 'total'],
      requiredFields: [
        ...(pattern.requiredCostCenterEntry ? ['costCenterId'] : []),
        ...(pattern.requiredCustomerEntry ? ['customerAccountId'] : []),
      ],
      grids: {
        materials: {
          // A chosen material starts at the pattern's VAT rate.
          onCellChange: (controller: RecordFormController, index: number, column: string) => {
            if (
              column !== 'materialId' ||
              pattern.vatPercentage === undefined ||
              pattern.vatPercentage === null
            )
              return;
            const path = `materials.${index}.vatPercentage`;
            const current = controller.form.getValues(path);
            if (!current || Number(current) === 0)
              controller.form.setValue(path, pattern.vatPercentage as never, { shouldDirty: true });
          },
        },
      },
      extras: (controller: RecordFormController) => (
        <BillTotals control={controller.form.control} pattern={pattern} />
      ),
      actions: (controller: RecordFormController) =>
        controller.isNew ? null : (
          <>
            <ViewEntryButton record={controller.record} />
            {controller.record && (
              <PrintDocumentButton>
                <PrintableInvoice bill={controller.record} pattern={pattern} />
              </PrintDocumentButton>
            )}
          </>
        ),
    };
  }, [pattern, base]);

  return (
    <PatternDocumentList
      definition={definition}
      code={code}
      patterns={patterns}
      pattern={pattern}
      label={label}
      loading={loading}
      form={form}
    />
  );
};
