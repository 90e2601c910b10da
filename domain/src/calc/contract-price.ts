import type Decimal from 'decimal.js';
import type { Money } from './money.ts';
import { assertPlaces, exact, roundTo } from './exact.ts';

/** What the contract form takes; every figure of `ContractPrice` follows from it. */
export interface ContractPriceInput {
  /** The agreed rent or sale price before discount and VAT (`contractValue`, > 0). */
  contractValue: Decimal.Value;
  /** Discount in percent of the contract value (5 means 5 %); absent means none. */
  discountRate?: Decimal.Value | null;
  /** VAT in percent of the price before VAT; absent means none. */
  vatRate?: Decimal.Value | null;
  /** A managed building's commission rate (contractCommission.commissionPercentage). */
  commissionPercentage?: Decimal.Value | null;
  /** Decimals of the contract's currency (0 to 4); default 2. */
  decimals?: number;
}

/** The price chain, as decimal strings with exactly the currency's decimals. */
export interface ContractPrice {
  contractValue: Money;
  discountValue: Money;
  /** contractValue − discountValue: the rent or price the company (or owner) earns. */
  priceBeforeVat: Money;
  vatValue: Money;
  /** priceBeforeVat + vatValue: what the client owes; the installment plan's total. */
  finalPrice: Money;
  /** Agency commission on a managed building: its share of the price before VAT. */
  commissionValue: Money;
  /** priceBeforeVat − commissionValue: what is due to the building's owner. */
  ownerShare: Money;
}

const percent = (value: Decimal.Value | null | undefined, what: string): Decimal => {
  const rate = exact(value);
  if (!rate.isFinite() || rate.isNegative() || rate.gt(100))
    throw new RangeError(`${what} must be a percentage from 0 to 100, not ${String(value)}`);
  return rate;
};

/**
 * The contract price chain (domain-reference 6.2, spec section 9):
 *
 *   contractValue → discountValue = contractValue × discountRate ÷ 100
 *                 → priceBeforeVat = contractValue − discountValue
 *                 → vatValue = priceBeforeVat × vatRate ÷ 100
 *                 → finalPrice = priceBeforeVat + vatValue.
 *
 * VAT is charged on the price after the discount (a discount lowers the supply's value). On a
 * managed building the price before VAT splits into commissionValue = priceBeforeVat ×
 * commissionPercentage ÷ 100 and ownerShare, the rest: the agency earns its rate on the rent
 * actually charged, and the VAT is the tax authority's, not part of either share.
 *
 * Rounding: the contract value is taken to the currency's decimals, and each percentage amount
 * (discount, VAT, commission) is rounded once, half away from zero; every other figure is an exact
 * difference or sum of rounded figures, so the identities above hold to the last decimal.
 * Negative values, rates outside 0–100 and impossible decimals are refused with a RangeError
 * (the form's validation keeps them out first). Nothing is computed in floating point.
 */
export const contractPrice = (input: ContractPriceInput): ContractPrice => {
  const places = input.decimals ?? 2;
  assertPlaces(places);
  const value = exact(input.contractValue);
  if (!value.isFinite() || value.isNegative())
    throw new RangeError(`contract value must be a non-negative number, not ${String(input.contractValue)}`);
  const contractValue = roundTo(value, places);
  const discountValue = roundTo(
    contractValue.times(percent(input.discountRate, 'discount rate')).dividedBy(100),
    places,
  );
  const priceBeforeVat = contractValue.minus(discountValue);
  const vatValue = roundTo(priceBeforeVat.times(percent(input.vatRate, 'VAT rate')).dividedBy(100), places);
  const commissionValue = roundTo(
    priceBeforeVat.times(percent(input.commissionPercentage, 'commission percentage')).dividedBy(100),
    places,
  );
  const text = (amount: Decimal) => amount.toFixed(places);
  return {
    contractValue: text(contractValue),
    discountValue: text(discountValue),
    priceBeforeVat: text(priceBeforeVat),
    vatValue: text(vatValue),
    finalPrice: text(priceBeforeVat.plus(vatValue)),
    commissionValue: text(commissionValue),
    ownerShare: text(priceBeforeVat.minus(commissionValue)),
  };
};
