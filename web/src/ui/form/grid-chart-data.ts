import type { AnyRecord } from '@aqar/domain/records';

/** A point of a line: its date, the exact value as typed, and that value as a number to place it. */
export interface ChartPoint {
  date: string;
  value: string;
  amount: number;
}

/** One line: the rows of one series value (a currency), oldest first. */
export interface ChartSeries {
  key: string | null;
  points: ChartPoint[];
}

export interface ChartColumns {
  x: string;
  y: string;
  series?: string;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const decimal = /^-?\d+(\.\d+)?$/;

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * The grid's rows as lines: rows without a valid date or number are left out (a row being
 * typed), a row without a series value joins `defaultSeries` (a price without a currency is in
 * the base currency), each line is sorted by date (rows keep their order on one date) and the
 * lines come in the order their first row does.
 */
export const chartSeries = (
  rows: readonly AnyRecord[] | null | undefined,
  columns: ChartColumns,
  defaultSeries: string | null = null,
): ChartSeries[] => {
  const lines = new Map<string | null, ChartPoint[]>();
  for (const row of rows ?? []) {
    const date = row[columns.x];
    const raw = row[columns.y];
    const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (typeof date !== 'string' || !isoDate.test(date) || Number.isNaN(dayOf(date))) continue;
    if (!decimal.test(value)) continue;
    const seriesValue = columns.series ? row[columns.series] : null;
    const key = typeof seriesValue === 'string' && seriesValue ? seriesValue : defaultSeries;
    const points = lines.get(key) ?? [];
    points.push({ date, value, amount: Number(value) });
    lines.set(key, points);
  }
  return [...lines].map(([key, points]) => ({
    key,
    points: points
      .map((point, index) => ({ point, index }))
      .sort((a, b) => a.point.date.localeCompare(b.point.date) || a.index - b.index)
      .map(({ point }) => point),
  }));
};

export interface PlotBox {
  width: number;
  height: number;
  /** Space kept free for the axis labels, in the page's direction: `start` holds the value axis. */
  start: number;
  end: number;
  top: number;
  bottom: number;
  /** Right to left: time runs from the right, as the page reads. */
  rtl: boolean;
}

export interface PlottedSeries extends ChartSeries {
  /** Where each point is drawn, in the box's coordinates (y grows downwards). */
  coordinates: { x: number; y: number }[];
}

export interface Plot {
  series: PlottedSeries[];
  /** The value axis: the lowest and the highest value shown, and their heights. */
  low: { amount: number; y: number };
  high: { amount: number; y: number };
  /** The time axis: the first and the last date, and where they fall. */
  first: { date: string; x: number };
  last: { date: string; x: number };
}

/**
 * Places the lines in the box: time across (mirrored right to left), value up. One date or one
 * value alone sits in the middle of its axis rather than dividing by zero.
 */
export const plotSeries = (series: readonly ChartSeries[], box: PlotBox): Plot | undefined => {
  const points = series.flatMap((line) => line.points);
  if (points.length === 0) return undefined;
  const days = points.map((point) => dayOf(point.date));
  const amounts = points.map((point) => point.amount);
  const [firstDay, lastDay] = [Math.min(...days), Math.max(...days)];
  const [lowAmount, highAmount] = [Math.min(...amounts), Math.max(...amounts)];
  const left = box.rtl ? box.end : box.start;
  const inner = { width: box.width - box.start - box.end, height: box.height - box.top - box.bottom };
  const across = (day: number) => {
    const share = lastDay === firstDay ? 0.5 : (day - firstDay) / (lastDay - firstDay);
    return left + (box.rtl ? 1 - share : share) * inner.width;
  };
  const up = (amount: number) => {
    const share = highAmount === lowAmount ? 0.5 : (amount - lowAmount) / (highAmount - lowAmount);
    return box.top + (1 - share) * inner.height;
  };
  const dateOf = (day: number) => points[days.indexOf(day)].date;
  return {
    series: series.map((line) => ({
      ...line,
      coordinates: line.points.map((point) => ({ x: across(dayOf(point.date)), y: up(point.amount) })),
    })),
    low: { amount: lowAmount, y: up(lowAmount) },
    high: { amount: highAmount, y: up(highAmount) },
    first: { date: dateOf(firstDay), x: across(firstDay) },
    last: { date: dateOf(lastDay), x: across(lastDay) },
  };
};
