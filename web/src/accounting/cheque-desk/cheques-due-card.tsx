import type { DeskBucket } from '@aqar/domain/accounting/cheque-desk';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, isolate } from '../../ui/format.ts';
import { baseCurrencyOf, formatMoney, useCurrencies } from '../../ui/money.ts';
import { userToday } from '../../ui/format.ts';
import { deskBucketsQueryOptions, deskRoute } from './desk-api.ts';

/** The buckets that ask for action soon, in that order. */
const soon: DeskBucket[] = ['overdue', 'today', 'week'];

/**
 * The home page's "Cheques due" card: how many received cheques are overdue, due today and due
 * this week, and what is left to collect on them; each opens the desk filtered by its bucket.
 */
export const ChequesDueCard = () => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const [today] = useState(userToday);
  const query = useQuery(deskBucketsQueryOptions(today));
  const baseCode = baseCurrencyOf(useCurrencies().data ?? [])?.code ?? '';
  return (
    <Card
      size="small"
      className="cheques-due"
      role="region"
      aria-labelledby="cheques-due-title"
      title={
        <h2 className="cheques-due__title" id="cheques-due-title">
          {t('home.chequesDue.title')}
        </h2>
      }
      extra={
        <Link to={deskRoute} data-testid="cheques-due-desk">
          {t('home.chequesDue.open')}
        </Link>
      }
      data-testid="cheques-due"
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : query.isError ? (
        <Alert type="error" showIcon title={query.error.message || t('errors.generic')} />
      ) : (
        <ul className="cheques-due__buckets">
          {soon.map((bucket) => {
            const totals = query.data.buckets[bucket];
            return (
              <li key={bucket}>
                <Link
                  to={`${deskRoute}?bucket=${bucket}`}
                  className={`cheques-due__bucket cheques-due__bucket--${bucket}`}
                  data-testid={`cheques-due-${bucket}`}
                >
                  <span className="cheques-due__label">{t(`home.chequesDue.${bucket}`)}</span>
                  <span className="cheques-due__count" data-testid={`cheques-due-${bucket}-count`}>
                    {formatNumber(totals.count, 0, language)}
                  </span>
                  <span className="cheques-due__amount">
                    {isolate(`${formatMoney(totals.rest, undefined, language)} ${baseCode}`)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
};
