import { PrinterOutlined } from '@ant-design/icons';
import type { ReferenceField } from '@aqar/domain/entity-definition';
import { defaultNearingDays } from '@aqar/domain/realty/building-schema';
import { entityByKey } from '@aqar/domain/registry';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Empty, InputNumber, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { resourceClient } from '../api/resource-client.ts';
import { ReferencePicker } from '../ui/fields/reference-picker.tsx';
import { dateFormat, userToday } from '../ui/format.ts';
import { BuildingSchemaView } from './building-schema-view.tsx';
import './building-schema.css';

const buildingField = { type: 'reference', entity: 'building' } as ReferenceField;
const buildings = resourceClient(entityByKey('building')!);

const isDay = (value: string | null): value is string =>
  !!value && dayjs(value, 'YYYY-MM-DD', true).isValid();

/**
 * The building schema report (`/reports/building-schema`, domain-reference §8): a building, a day
 * and the days before a rent's end that count as "nearing"; kept in the address, so that a link
 * or a reload shows the same schema. Without a building chosen, the first one is shown.
 */
export const BuildingSchemaScreen = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('buildingId');
  const first = useQuery({
    queryKey: ['building-schema', 'first-building'],
    queryFn: async ({ signal }) =>
      (await buildings.list({ page: 1, pageSize: 1, sort: 'number', order: 'asc' }, signal)).rows[0] ?? null,
    enabled: !chosen,
  });
  const buildingId = chosen ?? (first.data ? String(first.data.id) : null);
  const date = isDay(params.get('date')) ? params.get('date')! : userToday();
  const days =
    Number.isInteger(Number(params.get('days'))) && params.get('days')
      ? Number(params.get('days'))
      : defaultNearingDays;
  const change = (name: string, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="schema-screen" aria-labelledby="schema-title">
      <header className="schema-screen__header">
        <h1 className="list-screen__title" id="schema-title">
          {t('buildingSchema.title')}
        </h1>
        <Button
          icon={<PrinterOutlined aria-hidden />}
          onClick={() => window.print()}
          className="no-print"
          data-testid="schema-print"
        >
          {t('actions.print')}
        </Button>
      </header>
      <div className="schema-filters no-print" data-testid="schema-filters">
        <div className="schema-filters__field">
          <label htmlFor="schema-building">{t('buildingSchema.building')}</label>
          <ReferencePicker
            field={buildingField}
            value={buildingId}
            initialLabel={first.data && !chosen ? String(first.data.name ?? '') : undefined}
            onChange={(value) => change('buildingId', value)}
            allowAdd={false}
            id="schema-building"
          />
        </div>
        <div className="schema-filters__field">
          <label htmlFor="schema-date-input">{t('buildingSchema.date')}</label>
          <DatePicker
            id="schema-date-input"
            format={dateFormat}
            allowClear={false}
            value={dayjs(date)}
            onChange={(value) => value && change('date', value.format('YYYY-MM-DD'))}
            data-testid="schema-date"
          />
        </div>
        <div className="schema-filters__field">
          <label htmlFor="schema-days-input">{t('buildingSchema.nearingDays')}</label>
          <InputNumber
            id="schema-days-input"
            min={0}
            max={3650}
            precision={0}
            value={days}
            onChange={(value) => change('days', value === null ? null : String(value))}
            data-testid="schema-days"
          />
        </div>
      </div>
      {buildingId ? (
        <BuildingSchemaView request={{ buildingId, date, days }} />
      ) : first.isPending && !chosen ? (
        <Skeleton active />
      ) : (
        <Empty description={t('buildingSchema.noBuildings')} />
      )}
    </section>
  );
};
