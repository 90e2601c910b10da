import { describe, expect, it } from 'vitest';
import { chartSeries, plotSeries } from './grid-chart-data.ts';

const columns = { x: 'date', y: 'price', series: 'currencyId' };

describe('grid chart series', () => {
  it('sort each currency line by date, keeping the exact value as typed', () => {
    const lines = chartSeries(
      [
        { date: '2026-01-01', price: '65000.0000', currencyId: 'aed' },
        { date: '2024-01-01', price: '58000', currencyId: 'aed' },
        { date: '2025-01-01', price: 62000.5, currencyId: 'aed' },
      ],
      columns,
    );
    expect(lines).toEqual([
      {
        key: 'aed',
        points: [
          { date: '2024-01-01', value: '58000', amount: 58000 },
          { date: '2025-01-01', value: '62000.5', amount: 62000.5 },
          { date: '2026-01-01', value: '65000.0000', amount: 65000 },
        ],
      },
    ]);
  });

  it('draw one line per currency, a price without one in the default currency', () => {
    const lines = chartSeries(
      [
        { date: '2025-01-01', price: '100', currencyId: 'usd' },
        { date: '2025-02-01', price: '360', currencyId: null },
        { date: '2025-03-01', price: '370', currencyId: 'aed' },
        { date: '2025-04-01', price: '110', currencyId: 'usd' },
      ],
      columns,
      'aed',
    );
    expect(lines.map((line) => [line.key, line.points.map((point) => point.value)])).toEqual([
      ['usd', ['100', '110']],
      ['aed', ['360', '370']],
    ]);
  });

  it('leave out rows still being typed: no date, a bad date, no price or not a number', () => {
    const lines = chartSeries(
      [
        { date: null, price: '1' },
        { date: '2025-13-45', price: '1' },
        { date: '01/02/2025', price: '1' },
        { date: '2025-01-01', price: '' },
        { date: '2025-01-01', price: '12a' },
        { date: '2025-01-02', price: ' 7 ' },
      ],
      columns,
    );
    expect(lines).toEqual([{ key: null, points: [{ date: '2025-01-02', value: '7', amount: 7 }] }]);
    expect(chartSeries(undefined, columns)).toEqual([]);
  });

  it('keep the order of rows on the same date', () => {
    const [line] = chartSeries(
      [
        { date: '2025-01-01', price: '2' },
        { date: '2025-01-01', price: '1' },
      ],
      columns,
    );
    expect(line.points.map((point) => point.value)).toEqual(['2', '1']);
  });
});

describe('grid chart plot', () => {
  const box = { width: 200, height: 100, start: 40, end: 10, top: 10, bottom: 20, rtl: false };
  const lines = chartSeries(
    [
      { date: '2024-01-01', price: '50' },
      { date: '2024-01-11', price: '100' },
      { date: '2024-01-21', price: '75' },
    ],
    columns,
  );

  it('runs time left to right, value upwards, inside the margins', () => {
    const plot = plotSeries(lines, box);
    expect(plot?.series[0].coordinates).toEqual([
      { x: 40, y: 80 },
      { x: 115, y: 10 },
      { x: 190, y: 45 },
    ]);
    expect(plot?.low).toEqual({ amount: 50, y: 80 });
    expect(plot?.high).toEqual({ amount: 100, y: 10 });
    expect(plot?.first).toEqual({ date: '2024-01-01', x: 40 });
    expect(plot?.last).toEqual({ date: '2024-01-21', x: 190 });
  });

  it('runs time from the right in a right-to-left page, the value axis on the right', () => {
    const plot = plotSeries(lines, { ...box, rtl: true });
    expect(plot?.series[0].coordinates.map((point) => point.x)).toEqual([160, 85, 10]);
    expect(plot?.first.x).toBe(160);
  });

  it('puts a lone date or value in the middle, and draws nothing without points', () => {
    const plot = plotSeries(chartSeries([{ date: '2024-01-01', price: '5' }], columns), box);
    expect(plot?.series[0].coordinates).toEqual([{ x: 115, y: 45 }]);
    expect(plotSeries([], box)).toBeUndefined();
  });
});
