import type { HomeDashboard as Dashboard } from '@aqar/domain/dashboard/home-dashboard';
import { occupancyStates } from '@aqar/domain/dashboard/home-dashboard';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatNumber, numberLocale, userToday } from '../ui/format.ts';
import { baseCurrencyOf, useCurrencies } from '../ui/money.ts';
import { type ChartOption, EChart } from './echart.tsx';
import { dashboardLinks, dashboardQuery } from './dashboard-api.ts';
import './home-dashboard.css';

/** Series colours, readable on the light and the dark background alike. */
const colors = {
  rented: '#2e7d32',
  vacant: '#9e9e9e',
  reserved: '#1565c0',
  sold: '#6a1b9a',
  blocked: '#c62828',
  billed: '#1565c0',
  collected: '#2e7d32',
  overdue: '#c62828',
  received: '#2e7d32',
  paid: '#ef6c00',
  arrears: '#c62828',
} as const;

/** What every bar chart shares: the theme's text, the reading direction, a tooltip per bar. */
const useChartBase = () => {
  const { i18n } = useTranslation();
  // The theme's own colours: the charts follow the light and dark themes as every screen does.
  const { token } = theme.useToken();
  const rtl = i18n.dir() === 'rtl';
  const language = i18n.resolvedLanguage;
  return useMemo(() => {
    const text = token.colorText;
    // The page's own font, named: ECharts measures labels on a canvas, where 'inherit' means its
    // default font, and labels then overlap or are cut.
    const fontFamily = getComputedStyle(document.body).fontFamily || 'sans-serif';
    const line = token.colorBorderSecondary;
    const figure = (value: unknown) => formatNumber(Number(value), 0, language);
    return {
      rtl,
      base: (categories: string[]): ChartOption => ({
        aria: { enabled: true },
        textStyle: { color: text, fontFamily },
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: figure },
        legend: {
          top: 0,
          textStyle: { color: text, fontFamily },
          ...(rtl ? { right: 0, align: 'right' } : { left: 0 }),
        },
        grid: { top: 36, bottom: 8, left: 8, right: 8, containLabel: true },
        // Right to left, the first category stands at the right and the values' axis there too.
        xAxis: {
          type: 'category',
          data: categories,
          inverse: rtl,
          axisLabel: { color: text, hideOverlap: true },
          axisLine: { lineStyle: { color: line } },
        },
        yAxis: {
          type: 'value',
          position: rtl ? 'right' : 'left',
          axisLabel: { color: text, formatter: figure },
          splitLine: { lineStyle: { color: line } },
        },
      }),
    };
  }, [token.colorText, token.colorBorderSecondary, rtl, language]);
};

const bars = (name: string, color: string, data: (string | number)[], stack?: string) => ({
  type: 'bar' as const,
  name,
  stack,
  data: data.map(Number),
  itemStyle: { color },
  emphasis: { focus: 'series' as const },
  cursor: 'pointer',
});

const ChartCard = ({
  title,
  link,
  linkLabel,
  children,
  testId,
}: {
  title: string;
  link?: string;
  linkLabel?: string;
  children: React.ReactNode;
  testId: string;
}) => (
  <Card
    size="small"
    className="dashboard-card"
    title={<h3 className="dashboard-card__title">{title}</h3>}
    extra={link ? <Link to={link}>{linkLabel}</Link> : undefined}
    data-testid={testId}
  >
    {children}
  </Card>
);

const Charts = ({ data }: { data: Dashboard }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { base } = useChartBase();
  const language = i18n.resolvedLanguage;
  const currency = baseCurrencyOf(useCurrencies().data ?? [])?.code ?? '';
  const monthName = useMemo(
    () =>
      new Intl.DateTimeFormat(numberLocale(language), { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    [language],
  );
  const dayName = useMemo(
    () =>
      new Intl.DateTimeFormat(numberLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [language],
  );
  const links = dashboardLinks();

  const occupancy = useMemo<ChartOption>(
    () => ({
      ...base(data.occupancy.map((row) => row.name)),
      series: occupancyStates.map((state) =>
        bars(
          t(`dashboard.occupancy.${state}`),
          colors[state],
          data.occupancy.map((row) => row[state]),
          'units',
        ),
      ),
    }),
    [base, data.occupancy, t],
  );
  const rent = useMemo<ChartOption>(
    () => ({
      ...base(data.rent.map((row) => monthName.format(new Date(`${row.month}T00:00:00Z`)))),
      series: (['billed', 'collected', 'overdue'] as const).map((name) =>
        bars(
          t(`dashboard.rent.${name}`),
          colors[name],
          data.rent.map((row) => row[name]),
        ),
      ),
    }),
    [base, data.rent, t, monthName],
  );
  const weeks = useMemo<ChartOption>(
    () => ({
      ...base(data.dueWeeks.map((row) => dayName.format(new Date(`${row.from}T00:00:00Z`)))),
      series: (['received', 'paid'] as const).map((name) =>
        bars(
          t(`dashboard.weeks.${name}`),
          colors[name],
          data.dueWeeks.map((row) => row[name]),
        ),
      ),
    }),
    [base, data.dueWeeks, t, dayName],
  );
  const arrears = useMemo<ChartOption>(
    () => ({
      ...base(data.arrears.map((row) => t(`dashboard.arrears.${row.bucket}`))),
      series: [
        bars(
          t('dashboard.arrears.amount'),
          colors.arrears,
          data.arrears.map((row) => row.amount),
        ),
      ],
    }),
    [base, data.arrears, t],
  );

  return (
    <div className="dashboard-grid">
      <ChartCard title={t('dashboard.occupancy.title')} testId="dashboard-occupancy">
        {data.occupancy.length === 0 ? (
          <p className="dashboard-empty">{t('dashboard.noBuildings')}</p>
        ) : (
          <EChart
            option={occupancy}
            label={t('dashboard.occupancy.title')}
            testId="chart-occupancy"
            onClick={({ dataIndex }) => navigate(links.building(data.occupancy[dataIndex].buildingId))}
          />
        )}
      </ChartCard>
      <ChartCard title={t('dashboard.rent.title', { currency })} testId="dashboard-rent">
        <EChart
          option={rent}
          label={t('dashboard.rent.title', { currency })}
          testId="chart-rent"
          onClick={({ dataIndex }) => navigate(links.rentMonth(data.rent[dataIndex].month))}
        />
      </ChartCard>
      <ChartCard
        title={t('dashboard.weeks.title', { currency })}
        testId="dashboard-weeks"
        link={links.desk}
        linkLabel={t('dashboard.open')}
      >
        <EChart
          option={weeks}
          label={t('dashboard.weeks.title', { currency })}
          testId="chart-weeks"
          onClick={({ seriesIndex, dataIndex }) =>
            navigate(links.dueWeek(data.dueWeeks[dataIndex], seriesIndex === 1 ? 'paid' : 'received'))
          }
        />
      </ChartCard>
      <ChartCard
        title={t('dashboard.arrears.title', { currency })}
        testId="dashboard-arrears"
        link={links.arrears()}
        linkLabel={t('dashboard.open')}
      >
        <EChart
          option={arrears}
          label={t('dashboard.arrears.title', { currency })}
          testId="chart-arrears"
          onClick={({ dataIndex }) => navigate(links.arrears(data.arrears[dataIndex].bucket))}
        />
      </ChartCard>
      <ChartCard title={t('dashboard.expiring.title')} testId="dashboard-expiring">
        <ul className="dashboard-figures">
          {data.expiring.map((window) => (
            <li key={window.days}>
              <Link to={links.expiring(window.days)} data-testid={`dashboard-expiring-${window.days}`}>
                <span className="dashboard-figures__value">{formatNumber(window.count, 0, language)}</span>
                <span className="dashboard-figures__label">
                  {t('dashboard.expiring.within', { days: window.days })}
                </span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={links.bounced} data-testid="dashboard-bounced">
              <span className="dashboard-figures__value">
                {formatNumber(data.bouncedCheques, 0, language)}
              </span>
              <span className="dashboard-figures__label">{t('dashboard.bounced')}</span>
            </Link>
          </li>
        </ul>
      </ChartCard>
    </div>
  );
};

/**
 * The home dashboard (issue 27): occupancy by building, rent per month, cheques falling due,
 * tenants' arrears by age, rents ending soon and bounced cheques. Each bar and figure opens the
 * report or screen behind it, filtered to it.
 */
export const HomeDashboard = () => {
  const { t, i18n } = useTranslation();
  const [today] = useState(userToday);
  const query = useQuery(dashboardQuery(today, i18n.resolvedLanguage ?? i18n.language));
  return (
    <section className="dashboard" aria-labelledby="dashboard-title" data-testid="dashboard">
      <h2 className="dashboard__title" id="dashboard-title">
        {t('dashboard.title')}
      </h2>
      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <Alert type="error" showIcon title={query.error.message || t('errors.generic')} />
      ) : (
        <Charts data={query.data} />
      )}
    </section>
  );
};
