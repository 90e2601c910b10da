import { contract } from '@aqar/domain/entities/contracts/contract';
import type { ContractSummary } from '@aqar/domain/entities/contracts/contract-summary';
import { optionLists } from '@aqar/domain/options';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../api/http.ts';
import type { RecordFormController } from '../ui/form/use-record-form.ts';
import { formatDate } from '../ui/format.ts';
import { optionLabelKey } from '../ui/labels.ts';
import { formatMoney, useCurrencies } from '../ui/money.ts';

export const contractSummaryKey = (id: string) => ['contract-summary', id];

/**
 * The head of a saved contract (issue 26): who rents what and when, and where the money stands
 * today — value, paid to date, outstanding, overdue, the next cheque due and the deposit held —
 * as the server works them out from the cheques and the ledger (`GET /contracts/:id/summary`).
 */
export const ContractSummaryHeader = ({ controller }: { controller: RecordFormController }) => {
  const { t, i18n } = useTranslation('accounting');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The currencies' decimals shape the amounts; it draws again once they come.
  useCurrencies();
  const id = controller.isNew ? undefined : controller.record?.id;
  // Refetched when the record changes (a save, a collection made over it).
  const updatedAt = controller.record?.updatedAt;
  const query = useQuery({
    queryKey: [...contractSummaryKey(id ?? ''), updatedAt],
    queryFn: async ({ signal }) =>
      (await http.get<Envelope<ContractSummary>>(`${contract.api}/${id}/summary`, { signal })).data.data,
    enabled: !!id,
  });
  const summary = query.data;
  if (!id || !summary) return null;
  const money = (value: string) => formatMoney(value, summary.currencyId, language);
  const status = optionLists.contractStatus.find((option) => option.value === summary.status);
  const overdue = Number(summary.overdue) > 0;
  const unit = [summary.unit.label, summary.unit.building].filter(Boolean).join(' · ');
  return (
    <section className="contract-summary" aria-label={t('summary.title')} data-testid="contract-summary">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          {
            key: 'tenant',
            label: t('summary.tenant'),
            children: <span data-testid="summary-tenant">{summary.tenant.name ?? ''}</span>,
          },
          { key: 'unit', label: t('summary.unit'), children: <span data-testid="summary-unit">{unit}</span> },
          {
            key: 'period',
            label: t('summary.period'),
            children: (
              <span data-testid="summary-period">
                {formatDate(summary.startDate)} – {formatDate(summary.endDate)}
                {status && (
                  <Tag className="contract-summary__status" data-testid="summary-status">
                    {t(optionLabelKey(status.label), { ns: 'common' })}
                  </Tag>
                )}
              </span>
            ),
          },
          {
            key: 'value',
            label: t('summary.value'),
            children: <span data-testid="summary-value">{money(summary.value)}</span>,
          },
          {
            key: 'paid',
            label: t('summary.paidToDate'),
            children: <span data-testid="summary-paid">{money(summary.paidToDate)}</span>,
          },
          {
            key: 'outstanding',
            label: t('summary.outstanding'),
            children: <span data-testid="summary-outstanding">{money(summary.outstanding)}</span>,
          },
          {
            key: 'overdue',
            label: t('summary.overdue'),
            children: (
              <span data-testid="summary-overdue" className={overdue ? 'contract-summary__late' : undefined}>
                {money(summary.overdue)}
              </span>
            ),
          },
          {
            key: 'next',
            label: t('summary.nextCheque'),
            children: (
              <span data-testid="summary-next">
                {summary.nextCheque
                  ? t('summary.nextChequeText', {
                      number: summary.nextCheque.internalNumber ?? summary.nextCheque.number ?? '',
                      date: formatDate(summary.nextCheque.dueDate),
                      amount: money(summary.nextCheque.amount),
                    })
                  : t('summary.noNextCheque')}
              </span>
            ),
          },
          {
            key: 'deposit',
            label: t('summary.depositHeld'),
            children: <span data-testid="summary-deposit">{money(summary.depositHeld)}</span>,
          },
        ]}
      />
    </section>
  );
};
