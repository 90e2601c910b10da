import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractPrice } from './contract-price.ts';

describe('contract price chain', () => {
  it('takes the value through discount and VAT to the final price', () => {
    expect(contractPrice({ contractValue: '60000', discountRate: '10', vatRate: '5' })).toEqual({
      contractValue: '60000.00',
      discountValue: '6000.00',
      priceBeforeVat: '54000.00',
      vatValue: '2700.00',
      finalPrice: '56700.00',
      commissionValue: '0.00',
      ownerShare: '54000.00',
    });
  });

  it('is the value itself with no discount and no VAT', () => {
    const price = contractPrice({ contractValue: '45000.5' });
    expect([price.priceBeforeVat, price.finalPrice, price.discountValue, price.vatValue]).toEqual([
      '45000.50',
      '45000.50',
      '0.00',
      '0.00',
    ]);
  });

  it('rounds each percentage once, half away from zero, and keeps the identities', () => {
    // 3 % of 333.33 = 9.9999 → 10.00; 5 % of 323.33 = 16.1665 → 16.17.
    expect(contractPrice({ contractValue: '333.33', discountRate: '3', vatRate: '5' })).toMatchObject({
      discountValue: '10.00',
      priceBeforeVat: '323.33',
      vatValue: '16.17',
      finalPrice: '339.50',
    });
  });

  it("uses the currency's decimals", () => {
    expect(
      contractPrice({ contractValue: '1000', vatRate: '5', discountRate: '2.5', decimals: 3 }),
    ).toMatchObject({
      contractValue: '1000.000',
      discountValue: '25.000',
      vatValue: '48.750',
      finalPrice: '1023.750',
    });
    expect(contractPrice({ contractValue: '999.5', vatRate: '5', decimals: 0 })).toMatchObject({
      contractValue: '1000',
      vatValue: '50',
      finalPrice: '1050',
    });
  });

  it('splits a managed building’s price before VAT into commission and owner share', () => {
    expect(
      contractPrice({ contractValue: '50000', discountRate: '4', vatRate: '5', commissionPercentage: '7.5' }),
    ).toMatchObject({
      priceBeforeVat: '48000.00',
      commissionValue: '3600.00',
      ownerShare: '44400.00',
      finalPrice: '50400.00',
    });
  });

  it('refuses negative values, rates outside 0–100 and impossible decimals', () => {
    expect(() => contractPrice({ contractValue: '-1' })).toThrow(RangeError);
    expect(() => contractPrice({ contractValue: '1', vatRate: '101' })).toThrow(RangeError);
    expect(() => contractPrice({ contractValue: '1', discountRate: '-1' })).toThrow(RangeError);
    expect(() => contractPrice({ contractValue: '1', commissionPercentage: 'x' })).toThrow();
    expect(() => contractPrice({ contractValue: '1', decimals: 5 })).toThrow(RangeError);
  });

  it('holds the chain exactly and stays within half a unit of the exact figures (property)', () => {
    const rate = fc
      .integer({ min: 0, max: 1_000_000 })
      .map((n) => new Decimal(n).dividedBy(10_000).toFixed());
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        rate,
        rate,
        rate,
        (places, units, discountRate, vatRate, commissionPercentage) => {
          const contractValue = new Decimal(units.toString()).dividedBy(10 ** places).toFixed();
          const p = contractPrice({
            contractValue,
            discountRate,
            vatRate,
            commissionPercentage,
            decimals: places,
          });
          const d = (text: string) => new Decimal(text);
          const half = new Decimal(1).dividedBy(10 ** places).dividedBy(2);
          for (const figure of Object.values(p)) {
            expect(d(figure).decimalPlaces()).toBeLessThanOrEqual(places);
            expect(figure.split('.')[1]?.length ?? 0).toBe(places);
            expect(d(figure).isNegative()).toBe(false);
          }
          expect(d(p.contractValue).equals(d(contractValue))).toBe(true);
          expect(d(p.priceBeforeVat).plus(p.discountValue).equals(p.contractValue)).toBe(true);
          expect(d(p.priceBeforeVat).plus(p.vatValue).equals(p.finalPrice)).toBe(true);
          expect(d(p.commissionValue).plus(p.ownerShare).equals(p.priceBeforeVat)).toBe(true);
          const exactDiscount = d(contractValue).times(discountRate).dividedBy(100);
          expect(d(p.discountValue).minus(exactDiscount).abs().lte(half)).toBe(true);
          const exactVat = d(p.priceBeforeVat).times(vatRate).dividedBy(100);
          expect(d(p.vatValue).minus(exactVat).abs().lte(half)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
