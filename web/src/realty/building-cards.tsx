import { PlusOutlined } from '@ant-design/icons';
import { optionLists } from '@aqar/domain/options';
import {
  type BuildingUnitCounts,
  buildingUnitKinds,
  type UnitStatusName,
  unitStatusNames,
} from '@aqar/domain/realty/building-unit-counts';
import { unitStatus } from '@aqar/domain/entities/realty/unit-fields';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Skeleton, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type Envelope, http } from '../api/http.ts';
import { textColorOn } from '../ui/fields/field-types.tsx';
import { formatNumber, numberLocale } from '../ui/format.ts';
import { entityTitle, localName, optionLabelKey } from '../ui/labels.ts';

/** The status colours and labels of the unit status tag (domain/src/options.ts), by status name. */
const statusLooks = Object.fromEntries(
  unitStatusNames.map((name) => {
    const option = optionLists.unitStatus.find((item) => item.value === unitStatus[name]);
    return [name, { color: option?.color ?? '#eeeeee', label: optionLabelKey(option?.label ?? name) }];
  }),
) as Record<UnitStatusName, { color: string; label: string }>;

/** Always asked again when the page opens (one light statement): units change on other screens. */
export const buildingUnitCountsQuery = {
  queryKey: ['buildings', 'unit-counts'],
  staleTime: 0,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await http.get<Envelope<BuildingUnitCounts[]>>('/buildings/unit-counts', { signal })).data.data ?? [],
};

const count = (value: number, language: string | undefined) => formatNumber(value, 0, language);

/** One bar split by status, each part as wide as its share of the building's units. */
const StatusBar = ({
  building,
  t,
  language,
}: {
  building: BuildingUnitCounts;
  t: TFunction;
  language?: string;
}) => {
  const present = unitStatusNames.filter((name) => building.statuses[name] > 0);
  const summary = new Intl.ListFormat(numberLocale(language), { type: 'unit' }).format(
    present.map((name) => `${t(statusLooks[name].label)} ${count(building.statuses[name], language)}`),
  );
  return (
    <div className="building-card__bar" role="img" aria-label={t('home.buildings.byStatus', { summary })}>
      {present.map((name) => (
        <span
          key={name}
          className="building-card__segment"
          style={{ flexGrow: building.statuses[name], background: statusLooks[name].color }}
        />
      ))}
    </div>
  );
};

/** A building's card: its units by status, per kind, and the ways into it. Memoised: a company may have hundreds. */
const BuildingCard = memo(({ building }: { building: BuildingUnitCounts }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const name = localName(building.name, building.ltnname, language);
  const titleId = `building-card-${building.id}`;
  const present = unitStatusNames.filter((status) => building.statuses[status] > 0);
  return (
    <Card
      size="small"
      className="building-card"
      data-testid={`building-card-${building.number}`}
      aria-labelledby={titleId}
      role="region"
      title={
        <h3 className="building-card__title" id={titleId}>
          <Link to={`/buildings?number=${building.number}`} data-testid="building-card-form">
            {name}
          </Link>
        </h3>
      }
      extra={
        <span className="building-card__total" data-testid="building-card-total">
          {t('home.buildings.total', { units: count(building.total, language) })}
        </span>
      }
    >
      {building.total === 0 ? (
        <p className="building-card__empty">{t('home.buildings.noUnits')}</p>
      ) : (
        <>
          <StatusBar building={building} t={t} language={language} />
          <ul className="building-card__statuses" aria-label={t('home.buildings.statuses')}>
            {present.map((status) => {
              const look = statusLooks[status];
              return (
                <li key={status}>
                  <Tag
                    color={look.color}
                    // Solid, so the text colour chosen for the status colour is read against it.
                    variant="solid"
                    style={{ color: textColorOn(look.color) }}
                    data-testid={`building-card-status-${status}`}
                  >
                    {t(look.label)} {count(building.statuses[status], language)}
                  </Tag>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <ul className="building-card__kinds" aria-label={t('home.buildings.kinds')}>
        {buildingUnitKinds.map((kind) => (
          <li key={kind.key}>
            <Link
              to={`${kind.route}?buildingId=${encodeURIComponent(building.id)}`}
              data-testid={`building-card-kind-${kind.key}`}
            >
              {entityTitle(t, kind)}
            </Link>
            <span className="building-card__kind-count">
              {count(building.kinds[kind.key]?.total ?? 0, language)}
            </span>
          </li>
        ))}
      </ul>
      <div className="building-card__links">
        <Link to={`/buildings?number=${building.number}`}>{t('home.buildings.openCard')}</Link>
        <Link to={`/building/details/${encodeURIComponent(building.id)}`} data-testid="building-card-tools">
          {t('home.buildings.tools')}
        </Link>
      </div>
    </Card>
  );
});

/** The home page's buildings: one card each, an invitation to add one when there are none. */
export const BuildingCards = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(buildingUnitCountsQuery);
  return (
    <section className="building-cards" aria-labelledby="building-cards-title" aria-busy={query.isPending}>
      <h2 className="building-cards__title" id="building-cards-title">
        {t('home.buildings.title')}
      </h2>
      {query.isPending ? (
        <div className="building-cards__grid" data-testid="building-cards-loading">
          {[0, 1, 2].map((index) => (
            <Card size="small" key={index}>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          ))}
        </div>
      ) : query.isError ? (
        <Alert type="error" showIcon title={query.error.message || t('errors.generic')} />
      ) : query.data.length === 0 ? (
        <Empty description={t('home.buildings.empty')} data-testid="building-cards-empty">
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate('/buildings?number=new')}
            data-testid="building-cards-add"
          >
            {t('home.buildings.add')}
          </Button>
        </Empty>
      ) : (
        <div className="building-cards__grid" data-testid="building-cards">
          {query.data.map((building) => (
            <BuildingCard key={building.id} building={building} />
          ))}
        </div>
      )}
    </section>
  );
};
