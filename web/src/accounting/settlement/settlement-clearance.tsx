import type { AnyRecord } from '@aqar/domain/records';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../api/http.ts';
import { formatDate } from '../../ui/format.ts';
import { referenceLabel } from '../../ui/labels.ts';
import { formatMoney } from '../../ui/money.ts';
import { amountWords } from '../amount-words.ts';
import { type CurrencyInfo, useCurrencies } from '../base-currency.ts';
import { type StoredSettlement, settlementRows } from './settlement-rows.ts';

/*
 * The clearance letter of a settled contract (issue 26): the company's letterhead, the parties and
 * dates, every figure of the settlement labelled in the reader's language beside the other of
 * Arabic and English, the balance in words in both, and the signatures.
 */

export interface Letterhead {
  logo: string | null;
  nameAr: string | null;
  nameEn: string | null;
  address: string | null;
  trn: string | null;
}

export const useLetterhead = () =>
  useQuery({
    queryKey: ['letterhead'],
    queryFn: async ({ signal }) =>
      (await http.get<Envelope<Letterhead>>('/settings/letterhead', { signal })).data.data,
    staleTime: 60_000,
  });

const currencyOf = (currencies: CurrencyInfo[], id: unknown) =>
  currencies.find((currency) => currency.id === id);

const unitFields = ['apartmentId', 'shopId', 'parkingId', 'villaId', 'landId'];

export const SettlementClearance = ({
  record,
  settlement,
}: {
  record: AnyRecord;
  settlement: StoredSettlement;
}) => {
  const { t, i18n } = useTranslation('accounting');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The other of Arabic and English: Arabic beside every other language, English beside Arabic.
  const other = language === 'ar' ? 'en' : 'ar';
  const [otherReady, setOtherReady] = useState(() => i18n.hasResourceBundle(other, 'accounting'));
  useEffect(() => {
    if (otherReady) return;
    void i18n
      .loadLanguages(other)
      .then(() => i18n.loadNamespaces('accounting'))
      .then(() => setOtherReady(true));
  }, [i18n, other, otherReady]);
  const tOther = i18n.getFixedT(other, 'accounting');
  const both = (key: string) => (
    <>
      <span>{t(key)}</span>
      {otherReady && other !== language ? (
        <span lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'} className="clearance__other">
          {tOther(key)}
        </span>
      ) : null}
    </>
  );
  const { data: letterhead } = useLetterhead();
  const { data: currencies = [] } = useCurrencies();
  const currency = currencyOf(currencies, record.currencyId);
  const balance = Number(settlement.balance);
  const words = amountWords(
    Math.abs(balance).toFixed(currency?.decimals ?? 2),
    currency?.code ?? 'AED',
    currency?.decimals ?? 2,
  );
  const unit = unitFields.map((field) => referenceLabel(record, field, language)).find(Boolean) ?? '';
  const meta: [string, string][] = [
    ['print.number', String(record.number ?? '')],
    ['print.customer', referenceLabel(record, 'clientId', language) ?? ''],
    ['print.building', referenceLabel(record, 'buildingId', language) ?? ''],
    ['print.unit', unit],
    ['print.startDate', formatDate(record.startDurationDate)],
    ['print.endDate', formatDate(record.endDurationDate)],
    ['print.terminationDate', formatDate(settlement.terminationDate)],
    ['print.evacuationDate', formatDate(settlement.evacuationDate ?? settlement.terminationDate)],
  ];
  return (
    <article className="printable printable--clearance clearance" data-testid="printable-clearance">
      {letterhead && (letterhead.logo || letterhead.nameAr || letterhead.nameEn) ? (
        <header className="clearance__letterhead" data-testid="clearance-letterhead">
          {letterhead.logo ? (
            <img src={letterhead.logo} alt={t('settlement.logo')} className="clearance__logo" />
          ) : null}
          <div>
            {letterhead.nameEn ? (
              <p lang="en" dir="ltr" className="clearance__company">
                {letterhead.nameEn}
              </p>
            ) : null}
            {letterhead.nameAr ? (
              <p lang="ar" dir="rtl" className="clearance__company">
                {letterhead.nameAr}
              </p>
            ) : null}
            {letterhead.address ? <p>{letterhead.address}</p> : null}
            {letterhead.trn ? (
              <p>
                {both('settlement.trn')}: {letterhead.trn}
              </p>
            ) : null}
          </div>
        </header>
      ) : null}
      <h1 className="printable__title">{both('print.clearance')}</h1>
      <dl className="printable__meta">
        {meta.map(([key, value]) => (
          <div key={key}>
            <dt>{both(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="printable__paragraph">{t('print.clearanceText')}</p>
      <table className="printable__table">
        <thead>
          <tr>
            <th>{both('print.statement')}</th>
            <th className="num">
              {both('print.amount')} ({currency?.code})
            </th>
          </tr>
        </thead>
        <tbody>
          {settlementRows(settlement).map(([key, value]) => (
            <tr key={key} data-testid={`clearance-${key}`}>
              <td>{both(`settlement.${key}`)}</td>
              <td className="num">{formatMoney(value, record.currencyId)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {settlement.handBack.length > 0 && (
        <section>
          <h2>{both('settlement.handedBackList')}</h2>
          <ul>
            {settlement.handBack.map((cheque) => (
              <li key={cheque.id}>
                {cheque.internalNumber} — {formatDate(cheque.dueDate)} —{' '}
                {formatMoney(cheque.amount, record.currencyId)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="printable__words">
        <h2>{both('print.amountInWords')}</h2>
        <p lang="ar" dir="rtl" data-testid="words-ar">
          {words.ar}
        </p>
        <p lang="en" dir="ltr" data-testid="words-en">
          {words.en}
        </p>
      </section>
      <footer className="printable__signatures">
        <span>{both('print.lessor')}</span>
        <span>{both('print.tenant')}</span>
      </footer>
    </article>
  );
};
