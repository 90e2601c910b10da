import type { ChequeDeskFilters } from '@aqar/domain/accounting/cheque-desk';
import { paperType } from '@aqar/domain/calc/cheque-operations';
import { chequeStatus } from '@aqar/domain/calc/cheque-status';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { optionLists } from '@aqar/domain/options';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferencePicker } from '../../ui/fields/reference-picker.tsx';
import { optionLabelKey } from '../../ui/labels.ts';
import { patternLabel, patternsQuery } from '../patterns.ts';

const buildingField = { type: 'reference', entity: 'building' } as const;

/** The statuses a cheque on the desk can have: collected ones are not on it. */
const deskStatuses = optionLists.chequeStatus.filter((item) => item.value !== chequeStatus.collected);

/**
 * The desk's filters: building, tenant (customer card), bank, received pattern, deposit status,
 * status and the cheque's number. Each applies at once and lives in the address.
 */
export const DeskFilters = ({
  filters,
  onChange,
  onClear,
}: {
  filters: ChequeDeskFilters;
  onChange: (name: keyof ChequeDeskFilters, value: string | number | boolean | undefined) => void;
  onClear: () => void;
}) => {
  const { t, i18n } = useTranslation('accounting');
  const { t: common } = useTranslation();
  const patterns = useQuery(patternsQuery(cheque.key)).data ?? [];
  const received = patterns.filter((pattern) => Number(pattern.paperType) === paperType.received);
  // The number is typed: asked once the typing pauses, or at once with Enter.
  const [search, setSearch] = useState(filters.search ?? '');
  useEffect(() => setSearch(filters.search ?? ''), [filters.search]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search !== (filters.search ?? '')) onChange('search', search.trim() || undefined);
    }, 400);
    return () => clearTimeout(timer);
  }, [search, filters.search, onChange]);
  const active = Object.keys(filters).some((name) => name !== 'bucket');

  return (
    <fieldset className="desk-filters list-screen__filters no-print" aria-label={t('desk.filters.title')}>
      <div className="list-screen__filter">
        <label htmlFor="desk-filter-search">{t('desk.filters.search')}</label>
        <Input.Search
          id="desk-filter-search"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => onChange('search', value.trim() || undefined)}
          data-testid="desk-search"
        />
      </div>
      <div className="list-screen__filter">
        <label htmlFor="desk-filter-building">{t('desk.filters.building')}</label>
        <ReferencePicker
          id="desk-filter-building"
          field={buildingField}
          value={filters.buildingId ?? null}
          onChange={(value) => onChange('buildingId', value ?? undefined)}
          allowAdd={false}
        />
      </div>
      <div className="list-screen__filter">
        <label htmlFor="desk-filter-tenant">{t('desk.filters.tenant')}</label>
        <ReferencePicker
          id="desk-filter-tenant"
          field={cheque.fields.customerId}
          value={filters.customerId ?? null}
          onChange={(value) => onChange('customerId', value ?? undefined)}
          allowAdd={false}
        />
      </div>
      <div className="list-screen__filter">
        <label htmlFor="desk-filter-bank">{t('desk.filters.bank')}</label>
        <ReferencePicker
          id="desk-filter-bank"
          field={cheque.fields.bankId}
          value={filters.bankId ?? null}
          onChange={(value) => onChange('bankId', value ?? undefined)}
          allowAdd={false}
        />
      </div>
      <div className="list-screen__filter">
        <label htmlFor="desk-filter-pattern">{t('desk.filters.pattern')}</label>
        <Select
          id="desk-filter-pattern"
          allowClear
          placeholder={t('desk.filters.all')}
          value={filters.code}
          onChange={(value?: number) => onChange('code', value)}
          options={received.map((pattern) => ({
            value: pattern.code,
            label: patternLabel(pattern, i18n.language),
          }))}
        />
      </div>
      <div className="list-screen__filter">
        <label htmlFor="desk-filter-deposit">{t('desk.filters.depositStatus')}</label>
        <Select
          id="desk-filter-deposit"
          allowClear
          placeholder={t('desk.filters.all')}
          value={filters.depositStatus === undefined ? undefined : String(filters.depositStatus)}
          onChange={(value?: string) =>
            onChange('depositStatus', value === undefined ? undefined : value === 'true')
          }
          options={[
            { value: 'true', label: t('desk.deposited') },
            { value: 'false', label: t('desk.notDeposited') },
          ]}
        />
      </div>
      <div className="list-screen__filter">
        <label htmlFor="desk-filter-status">{t('desk.filters.status')}</label>
        <Select
          id="desk-filter-status"
          allowClear
          placeholder={t('desk.filters.all')}
          value={filters.status}
          onChange={(value?: number) => onChange('status', value)}
          options={deskStatuses.map((item) => ({
            value: item.value,
            label: common(optionLabelKey(item.label)),
          }))}
        />
      </div>
      {active && (
        <Button type="link" onClick={onClear} data-testid="desk-clear-filters">
          {t('desk.filters.clear')}
        </Button>
      )}
    </fieldset>
  );
};
