import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billTotals } from './bill-totals.ts';

const text = (value: Decimal) => value.toFixed();

describe('bill totals', () => {
  it('prices each line, rounds line VAT and adds up (hand-checked)', () => {
    const totals = billTotals([
      { quantity: '2', unitPrice: '10.50', vatPercentage: '5' },
      { quantity: '3', unitPrice: '7.333', vatPercentage: '5' },
    ]);
    expect(totals.lines.map((line) => [text(line.totalPrice), text(line.vatAmount), text(line.net)])).toEqual(
      [
        ['21', '1.05', '22.05'],
        ['22', '1.1', '23.1'],
      ],
    );
    expect(text(totals.totalQuantities)).toBe('5');
    expect(text(totals.subtotal)).toBe('43');
    expect(text(totals.vatAmount)).toBe('2.15');
    expect(text(totals.total)).toBe('45.15');
  });

  it('adds extras, takes discounts and charges VAT on the lines by default', () => {
    const lines = [
      { quantity: 1, unitPrice: '100', vatPercentage: 5 },
      { quantity: 1, unitPrice: '300', vatPercentage: 5 },
    ];
    const totals = billTotals(lines, [{ discount: '40' }, { extra: '0' }]);
    expect(
      [totals.discounts, totals.extras, totals.taxable, totals.vatAmount, totals.total].map(text),
    ).toEqual(['40', '0', '400', '20', '380']);
  });

  it('spreads extras and discounts over the lines by their totals with the pattern option', () => {
    const lines = [
      { quantity: 1, unitPrice: '100', vatPercentage: 5 },
      { quantity: 1, unitPrice: '300', vatPercentage: 5 },
    ];
    const totals = billTotals(lines, [{ discount: '40' }], { vatAfterDiscountAndExtra: true });
    expect(
      totals.lines.map((line) => [text(line.adjustment), text(line.vatBase), text(line.vatAmount)]),
    ).toEqual([
      ['-10', '90', '4.5'],
      ['-30', '270', '13.5'],
    ]);
    expect([totals.taxable, totals.vatAmount, totals.total].map(text)).toEqual(['360', '18', '378']);
  });

  it('keeps the cents exact when the spread does not divide evenly', () => {
    const line = { quantity: 1, unitPrice: '10', vatPercentage: 5 };
    const totals = billTotals([line, line, line], [{ discount: '0.10' }], { vatAfterDiscountAndExtra: true });
    expect(totals.lines.map((l) => text(l.vatBase))).toEqual(['9.96', '9.97', '9.97']);
    expect(totals.lines.map((l) => text(l.vatAmount))).toEqual(['0.5', '0.5', '0.5']);
    expect([totals.taxable, totals.vatAmount, totals.total].map(text)).toEqual(['29.9', '1.5', '31.4']);
  });

  it('rounds to the currency: three decimals for KWD, half away from zero', () => {
    const kwd = billTotals([{ quantity: 1, unitPrice: '1.2345', vatPercentage: 5 }], [], { decimals: 3 });
    expect([kwd.subtotal, kwd.vatAmount, kwd.total].map(text)).toEqual(['1.235', '0.062', '1.297']);
    const aed = billTotals([{ quantity: '0.5', unitPrice: '0.25' }], [{ extra: '0.005' }]);
    expect([aed.subtotal, aed.extras, aed.total].map(text)).toEqual(['0.13', '0.01', '0.14']);
    expect(text(billTotals([{ quantity: 3, unitPrice: 0.1 }]).subtotal)).toBe('0.3');
  });

  it('refuses negative amounts and impossible decimals', () => {
    expect(() => billTotals([{ quantity: '-1', unitPrice: '1' }])).toThrow(RangeError);
    expect(() => billTotals([{ quantity: '1', unitPrice: '1' }], [{ discount: '-1' }])).toThrow(RangeError);
    expect(() => billTotals([{ quantity: '1', unitPrice: '1' }], [], { decimals: 7 })).toThrow(RangeError);
  });

  it('gives a bill without lines zero totals', () => {
    const totals = billTotals([], [], { vatAfterDiscountAndExtra: true });
    expect([totals.subtotal, totals.vatAmount, totals.total].map(text)).toEqual(['0', '0', '0']);
  });
});

/** A decimal string with up to `places` decimals below `max`. */
const decimalString = (max: number, places: number) =>
  fc
    .integer({ min: 0, max: max * 10 ** places })
    .map((n) => new Decimal(n).dividedBy(10 ** places).toFixed());

const lineArbitrary = fc.record({
  quantity: fc.integer({ min: 1, max: 100_000_000 }).map((n) => new Decimal(n).dividedBy(10_000).toFixed()),
  unitPrice: decimalString(50_000, 4),
  vatPercentage: fc.oneof(fc.constantFrom('0', '5', '15'), decimalString(100, 2)),
});

const adjustmentArbitrary = fc.oneof(
  fc.record({ discount: decimalString(2_000, 4) }),
  fc.record({ extra: decimalString(2_000, 4) }),
);

describe('bill totals (properties)', () => {
  it('hold the total identity exactly, sum line VAT to the VAT amount and round to the currency', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 0, maxLength: 15 }),
        fc.array(adjustmentArbitrary, { maxLength: 6 }),
        fc.constantFrom(0, 2, 3),
        fc.boolean(),
        (lines, adjustments, decimals, vatAfter) => {
          const totals = billTotals(lines, adjustments, { decimals, vatAfterDiscountAndExtra: vatAfter });
          const sum = (values: Decimal[]) => values.reduce((a, b) => a.plus(b), new Decimal(0));
          expect(
            totals.total.equals(
              totals.subtotal.plus(totals.extras).minus(totals.discounts).plus(totals.vatAmount),
            ),
          ).toBe(true);
          expect(sum(totals.lines.map((l) => l.vatAmount)).equals(totals.vatAmount)).toBe(true);
          expect(sum(totals.lines.map((l) => l.totalPrice)).equals(totals.subtotal)).toBe(true);
          expect(sum(totals.lines.map((l) => l.vatBase)).equals(totals.taxable)).toBe(true);
          const base =
            vatAfter && lines.length > 0
              ? totals.subtotal.plus(totals.extras).minus(totals.discounts)
              : totals.subtotal;
          expect(totals.taxable.equals(base)).toBe(true);
          const halfUnit = new Decimal(1).dividedBy(10 ** decimals).dividedBy(2);
          const money = [
            totals.subtotal,
            totals.discounts,
            totals.extras,
            totals.vatAmount,
            totals.total,
            ...totals.lines.flatMap((l) => [l.totalPrice, l.vatAmount, l.net, l.vatBase]),
          ];
          for (const value of money) expect(value.decimalPlaces()).toBeLessThanOrEqual(decimals);
          totals.lines.forEach((line, index) => {
            const exactTotal = new Decimal(lines[index].quantity).times(lines[index].unitPrice);
            expect(line.totalPrice.minus(exactTotal).abs().lte(halfUnit)).toBe(true);
            const exactVat = line.vatBase.times(lines[index].vatPercentage).dividedBy(100);
            expect(line.vatAmount.minus(exactVat).abs().lte(halfUnit)).toBe(true);
            expect(line.net.equals(line.totalPrice.plus(line.vatAmount))).toBe(true);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never lets a line VAT base fall below zero while discounts stay within the bill', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 10 }),
        fc.array(adjustmentArbitrary, { maxLength: 6 }),
        (lines, adjustments) => {
          const totals = billTotals(lines, adjustments, { vatAfterDiscountAndExtra: true });
          fc.pre(totals.discounts.lte(totals.subtotal.plus(totals.extras)));
          for (const line of totals.lines) expect(line.vatBase.isNegative()).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
