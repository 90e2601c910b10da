import { voucherPatternIssues } from '@aqar/domain/entities/accounting/voucher';
import { entityByKey } from '@aqar/domain/registry';
import { voucherKindOf, voucherTotals } from '@aqar/domain/ledger/voucher-document';
import { useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { EntityRow } from '../api/resource-client.ts';
import type { FormValues } from '../ui/form/record-values.ts';
import { formatDate } from '../ui/format.ts';
import { formatMoney } from '../ui/money.ts';
import { referenceLabel } from '../ui/labels.ts';
import { amountWords } from './amount-words.ts';
import { baseCurrencyOf, useCurrencies } from './base-currency.ts';
import { ViewEntryButton } from './entry-popup.tsx';
import { PatternDocumentList } from './pattern-chooser.tsx';
import { type Pattern, usePattern } from './patterns.ts';
import { PrintDocumentButton } from './print-preview.tsx';
import { TotalsFooter } from './totals-footer.tsx';

const definition = entityByKey('vouchers')!;

type Row = Record<string, unknown>;

const safeTotals = (rows: Row[]) => {
  try {
    const totals = voucherTotals(rows as never);
    return { debit: totals.debitAmount.toFixed(), credit: totals.creditAmount.toFixed() };
  } catch {
    return { debit: '0', credit: '0' };
  }
};

/** Live debit and credit of the voucher's rows; the header account takes the other side. */
const VoucherTotals = ({ control }: { control: Control<FormValues> }) => {
  const { t } = useTranslation('accounting');
  const rows = (useWatch({ control, name: 'rows' }) as Row[] | undefined) ?? [];
  const currencyId = useWatch({ control, name: 'currencyId' });
  const totals = safeTotals(rows);
  return (
    <TotalsFooter
      currencyId={currencyId}
      items={[
        { key: 'debit', label: t('totals.debit'), value: totals.debit },
        { key: 'credit', label: t('totals.credit'), value: totals.credit },
      ]}
    />
  );
};

/** The printable voucher: header, rows, total, amount in words in Arabic and English, signatures. */
export const PrintableVoucher = ({ voucher, pattern }: { voucher: EntityRow; pattern: Pattern }) => {
  const { t, i18n } = useTranslation('accounting');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { data: currencies = [] } = useCurrencies();
  const currency = currencies.find((c) => c.id === voucher.currencyId) ?? baseCurrencyOf(currencies);
  const receipt = voucherKindOf(pattern as never) === 'receipt';
  const rows = (voucher.rows as Row[] | undefined) ?? [];
  const totals = safeTotals(rows);
  const amount = receipt ? totals.credit : totals.debit;
  const words = amountWords(amount, currency?.code ?? 'AED', currency?.decimals ?? 2);
  return (
    <article className="printable printable--voucher" data-testid="printable-voucher">
      <header className="printable__header">
        <div>
          <h1 className="printable__title">{t(receipt ? 'print.receipt' : 'print.payment')}</h1>
          <p className="printable__subtitle">
            <span lang="ar">{pattern.name}</span>
            {pattern.ltnname ? <span lang="en"> · {pattern.ltnname}</span> : null}
          </p>
        </div>
        <dl className="printable__meta">
          <div>
            <dt>{t('print.number')}</dt>
            <dd>{voucher.number}</dd>
          </div>
          <div>
            <dt>{t('print.date')}</dt>
            <dd>{formatDate(voucher.date)}</dd>
          </div>
          <div>
            <dt>{t('print.cashAccount')}</dt>
            <dd>{referenceLabel(voucher, 'accountId', language)}</dd>
          </div>
        </dl>
      </header>
      <table className="printable__table">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('print.account')}</th>
            <th>{t('print.costCenter')}</th>
            <th>{t('print.statement')}</th>
            <th className="num">{t('print.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={String(row.id ?? index)}>
              <td>{index + 1}</td>
              <td>{referenceLabel(row, 'accountId', language) || String(row.accountId ?? '')}</td>
              <td>{referenceLabel(row, 'costCenterId', language)}</td>
              <td>{String(row.note ?? '')}</td>
              <td className="num">{formatMoney(receipt ? row.credit : row.debit, currency?.id)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={4}>
              {t('print.total')} ({currency?.code})
            </th>
            <th className="num" data-testid="printable-total">
              {formatMoney(amount, currency?.id)}
            </th>
          </tr>
        </tfoot>
      </table>
      <section className="printable__words">
        <h2>{t('print.amountInWords')}</h2>
        <p lang="ar" dir="rtl" data-testid="words-ar">
          {words.ar}
        </p>
        <p lang="en" dir="ltr" data-testid="words-en">
          {words.en}
        </p>
      </section>
      {voucher.note ? <p className="printable__note">{String(voucher.note)}</p> : null}
      <footer className="printable__signatures">
        <span>{t('print.accountant')}</span>
        <span>{t('print.receiver')}</span>
        <span>{t('print.manager')}</span>
      </footer>
    </article>
  );
};

/** `/vouchers?code=N`: the vouchers of one voucher pattern; without a code, a pattern chooser. */
export const VoucherScreen = () => {
  const [params] = useSearchParams();
  const code = params.get('code') ?? undefined;
  const { patterns, pattern, label, loading } = usePattern('voucher', code);
  const { data: currencies = [] } = useCurrencies();
  const base = baseCurrencyOf(currencies);

  const form = useMemo(() => {
    if (!pattern) return undefined;
    const receipt = voucherKindOf(pattern as never) === 'receipt';
    const hiddenColumns = [receipt ? 'debit' : 'credit'];
    if (pattern.showCostCenter === false && !pattern.requiredCostCenter) hiddenColumns.push('costCenterId');
    if (pattern.showNote === false && !pattern.requiredStatement) hiddenColumns.push('note');
    const requiredColumns = [
      ...(pattern.requiredCostCenter ? ['costCenterId'] : []),
      ...(pattern.requiredStatement ? ['note'] : []),
    ];
    return {
      prefill: {
        voucherPatternId: pattern.id,
        ...(pattern.defaultAccountId ? { accountId: pattern.defaultAccountId } : {}),
        ...(base ? { currencyId: base.id } : {}),
        genEntries: pattern.genEntries !== false,
      } as FormValues,
      grids: { rows: { hiddenColumns, requiredColumns } },
      // The live footer shows the totals the stored debitAmount and creditAmount repeat.
      hiddenFields: [
        'debitAmount',
        'creditAmount',
        ...(pattern.showContractField ? [] : ['connectWith', 'connectWithId']),
      ],
      validate: (values: FormValues) => voucherPatternIssues(values as never, pattern as never),
      extras: (controller: { form: { control: Control<FormValues> } }) => (
        <VoucherTotals control={controller.form.control} />
      ),
      actions: (controller: { record: EntityRow | null; isNew: boolean }) =>
        controller.isNew ? null : (
          <>
            <ViewEntryButton record={controller.record} />
            {controller.record && (
              <PrintDocumentButton>
                <PrintableVoucher voucher={controller.record} pattern={pattern} />
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
