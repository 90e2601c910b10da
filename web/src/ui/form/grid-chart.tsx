import type { GridDefinition } from '@aqar/domain/entity-definition';
import type { AnyRecord } from '@aqar/domain/records';
import { useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format.ts';
import { baseCurrencyOf, formatMoney, useCurrencies } from '../money.ts';
import { chartSeries, type PlotBox, plotSeries } from './grid-chart-data.ts';
import type { FormValues } from './record-values.ts';

/** Line colours, one per series in turn; the first is the theme's primary blue. */
const palette = ['#1677ff', '#fa8c16', '#13a8a8', '#eb2f96', '#722ed1', '#52c41a'];

const size = { width: 640, height: 170, top: 12, bottom: 28, start: 92, end: 18 };

interface GridChartProps {
  name: string;
  grid: GridDefinition & { chart: NonNullable<GridDefinition['chart']> };
  control: Control<FormValues>;
  /** The grid's label (Rental prices): the chart is captioned after it. */
  label: string;
}

/**
 * A small line chart of a history grid (a unit's prices), drawn from the form's live rows: one
 * line per currency, time across in the page's reading direction. Its own SVG, loaded with the
 * form that needs it: a chart library would weigh more than the screens that show it.
 */
export const GridChart = ({ name, grid, control, label }: GridChartProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const rtl = i18n.dir(language) === 'rtl';
  // The grid's live rows, untyped like every value of the generic form.
  const rows: AnyRecord[] | undefined = useWatch({ control, name });
  const currencies = useCurrencies().data;
  const base = currencies ? baseCurrencyOf(currencies) : undefined;
  const series = useMemo(() => chartSeries(rows, grid.chart, base?.id ?? null), [rows, grid.chart, base?.id]);
  const box: PlotBox = { ...size, rtl };
  const plot = plotSeries(series, box);
  if (!plot) return null;

  const codeOf = (key: string | null) => currencies?.find((currency) => currency.id === key)?.code ?? '';
  const money = (value: unknown, key: string | null) => formatMoney(value, key ?? undefined, language);
  const summary = series
    .map((line) => {
      const first = line.points[0];
      const last = line.points[line.points.length - 1];
      return t('grid.chart.summary', {
        series: codeOf(line.key),
        points: line.points.length,
        first: money(first.value, line.key),
        firstDate: formatDate(first.date),
        last: money(last.value, line.key),
        lastDate: formatDate(last.date),
      });
    })
    .join(' ');
  // Value labels sit on the page's start side; the box's direction is fixed so anchors are physical.
  const valueX = rtl ? size.width - size.start + 8 : size.start - 8;
  const valueAnchor = rtl ? 'start' : 'end';
  const inner = { left: rtl ? size.end : size.start, right: size.width - (rtl ? size.start : size.end) };
  const oneDate = plot.first.date === plot.last.date;
  const key = (line: { key: string | null }) => line.key ?? 'none';

  return (
    <figure className="grid-chart" data-testid={`grid-chart-${name}`}>
      <figcaption className="grid-chart__caption">{t('grid.chart.caption', { name: label })}</figcaption>
      <svg
        className="grid-chart__svg"
        viewBox={`0 0 ${size.width} ${size.height}`}
        role="img"
        aria-label={summary}
        direction="ltr"
      >
        {[plot.high, plot.low].map((tick, index) =>
          index === 1 && plot.low.y === plot.high.y ? null : (
            <g key={tick.y}>
              <line className="grid-chart__rule" x1={inner.left} x2={inner.right} y1={tick.y} y2={tick.y} />
              <text x={valueX} y={tick.y} dy="0.32em" textAnchor={valueAnchor}>
                {money(tick.amount, series.length === 1 ? series[0].key : null)}
              </text>
            </g>
          ),
        )}
        <text
          x={plot.first.x}
          y={size.height - 8}
          textAnchor={oneDate ? 'middle' : plot.first.x < plot.last.x ? 'start' : 'end'}
        >
          {formatDate(plot.first.date)}
        </text>
        {!oneDate && (
          <text x={plot.last.x} y={size.height - 8} textAnchor={plot.last.x > plot.first.x ? 'end' : 'start'}>
            {formatDate(plot.last.date)}
          </text>
        )}
        {plot.series.map((line, index) => {
          const color = palette[index % palette.length];
          return (
            <g key={key(line)} data-series={codeOf(line.key)}>
              <polyline
                className="grid-chart__line"
                stroke={color}
                points={line.coordinates.map((point) => `${point.x},${point.y}`).join(' ')}
              />
              {line.coordinates.map((point, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: stateless dots; two rows may share a date and price
                <circle key={`${line.points[at].date}-${at}`} cx={point.x} cy={point.y} r={3.5} fill={color}>
                  <title>{`${formatDate(line.points[at].date)}: ${money(line.points[at].value, line.key)} ${codeOf(line.key)}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
      <ul className="grid-chart__legend">
        {series.map((line, index) => (
          <li key={key(line)}>
            <span className="grid-chart__swatch" style={{ background: palette[index % palette.length] }} />
            {codeOf(line.key)}
          </li>
        ))}
      </ul>
    </figure>
  );
};
