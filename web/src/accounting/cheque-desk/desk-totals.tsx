import {
  type ChequeDeskAnswer,
  type DeskBucket,
  bucketRange,
  deskBuckets,
} from '@aqar/domain/accounting/cheque-desk';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, isolate } from '../../ui/format.ts';
import { localName } from '../../ui/labels.ts';
import { formatMoney } from '../../ui/money.ts';

/** The dates a bucket covers on the user's day, as its card says them. */
const rangeText = (t: TFunction<'accounting'>, bucket: DeskBucket, today: string) => {
  const range = bucketRange(bucket, today);
  if (bucket === 'overdue') return t('desk.ranges.overdue', { date: formatDate(today) });
  if (bucket === 'today') return formatDate(today);
  if (bucket === 'week')
    return t('desk.ranges.week', { from: formatDate(range.from), to: formatDate(range.to) });
  if (bucket === 'later') return t('desk.ranges.later', { date: formatDate(range.from) });
  return t('desk.ranges.noDueDate');
};

/**
 * One card per bucket with its count, what is left to collect and the amount: a button that
 * filters the desk by the bucket, pressed while it does. The totals stay whole while one is chosen.
 */
export const BucketCards = ({
  answer,
  chosen,
  onChoose,
  currencyCode,
}: {
  answer: ChequeDeskAnswer;
  chosen: DeskBucket | undefined;
  onChoose: (bucket: DeskBucket) => void;
  currencyCode: string;
}) => {
  const { t, i18n } = useTranslation('accounting');
  const language = i18n.resolvedLanguage;
  return (
    <ul className="desk-buckets" aria-label={t('desk.bucketsLabel')}>
      {deskBuckets.map((bucket) => {
        const totals = answer.buckets[bucket];
        return (
          <li key={bucket}>
            <button
              type="button"
              className={`desk-bucket desk-bucket--${bucket}`}
              aria-pressed={chosen === bucket}
              onClick={() => onChoose(bucket)}
              data-testid={`desk-bucket-${bucket}`}
            >
              <span className="desk-bucket__name">{t(`desk.buckets.${bucket}`)}</span>
              <span className="desk-bucket__range">{rangeText(t, bucket, answer.today)}</span>
              <span className="desk-bucket__count" data-testid={`desk-bucket-${bucket}-count`}>
                {t('desk.chequeCount', { count: formatNumber(totals.count, 0, language) })}
              </span>
              <span className="desk-bucket__rest" data-testid={`desk-bucket-${bucket}-rest`}>
                {isolate(`${formatMoney(totals.rest, undefined, language)} ${currencyCode}`)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
};

/** What is left to collect per bank, under every filter: a bank filters the desk by it. */
export const BankTotals = ({
  answer,
  chosen,
  onChoose,
  currencyCode,
}: {
  answer: ChequeDeskAnswer;
  chosen: string | undefined;
  onChoose: (bankId: string | undefined) => void;
  currencyCode: string;
}) => {
  const { t, i18n } = useTranslation('accounting');
  const language = i18n.resolvedLanguage;
  if (answer.banks.length === 0) return null;
  return (
    <section className="desk-banks" aria-labelledby="desk-banks-title">
      <h2 className="desk-banks__title" id="desk-banks-title">
        {t('desk.banks')}
      </h2>
      <ul className="desk-banks__list">
        {answer.banks.map((bank) => {
          const name = bank.bankId ? localName(bank.name, bank.ltnname, language) : t('desk.noBank');
          return (
            <li key={bank.bankId ?? 'none'}>
              <button
                type="button"
                className="desk-bank"
                aria-pressed={bank.bankId !== null && chosen === bank.bankId}
                disabled={bank.bankId === null}
                onClick={() => bank.bankId && onChoose(chosen === bank.bankId ? undefined : bank.bankId)}
                data-testid="desk-bank"
              >
                <span className="desk-bank__name">{name}</span>
                <span className="desk-bank__count">{formatNumber(bank.count, 0, language)}</span>
                <span className="desk-bank__rest">
                  {isolate(`${formatMoney(bank.rest, undefined, language)} ${currencyCode}`)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
