import type Decimal from 'decimal.js';
import { allocate } from './allocate.ts';
import { assertPlaces, exact, roundTo } from './exact.ts';

/** A materials row as the calculation needs it (domain-reference 2.25). */
export interface BillLineInput {
  quantity: Decimal.Value;
  unitPrice: Decimal.Value;
  /** VAT rate of the line in percent (5 means 5 %); absent means no VAT. */
  vatPercentage?: Decimal.Value | null;
}

/** A row of the discount-and-extra grid. */
export interface BillAdjustmentInput {
  discount?: Decimal.Value | null;
  extra?: Decimal.Value | null;
}

export interface BillTotalsOptions {
  /** Decimals of the bill's currency (2, or 3 for KWD, BHD, OMR); default 2. */
  decimals?: number;
  /**
   * The bill pattern's `calculateVatAfterDiscountAndExtra`: VAT is charged on the lines after the
   * bill's extras and discounts instead of on the lines as priced.
   */
  vatAfterDiscountAndExtra?: boolean | null;
}

export interface BillLineTotals {
  /** quantity × unit price, rounded to the currency. */
  totalPrice: Decimal;
  /** This line's share of (extras − discounts) in the VAT base; zero unless VAT comes after them. */
  adjustment: Decimal;
  /** totalPrice + adjustment: what the line's VAT is charged on. */
  vatBase: Decimal;
  /** vatBase × vatPercentage ÷ 100, rounded to the currency. */
  vatAmount: Decimal;
  /** totalPrice + vatAmount. */
  net: Decimal;
}

export interface BillTotals {
  lines: BillLineTotals[];
  /** Each adjustment row's discount and extra, rounded to the currency; the entry posts these. */
  adjustments: { discount: Decimal; extra: Decimal }[];
  /** Σ quantity, as entered (quantities are not money and are not rounded). */
  totalQuantities: Decimal;
  /** Σ line totals. */
  subtotal: Decimal;
  /** Σ discounts. */
  discounts: Decimal;
  /** Σ extras. */
  extras: Decimal;
  /** The VAT base: Σ line VAT bases (subtotal, or subtotal + extras − discounts). */
  taxable: Decimal;
  /** Σ line VAT. */
  vatAmount: Decimal;
  /** subtotal + extras − discounts + vatAmount. */
  total: Decimal;
}

const nonNegative = (value: Decimal.Value | null | undefined, what: string): Decimal => {
  const parsed = exact(value);
  if (!parsed.isFinite() || parsed.isNegative())
    throw new RangeError(`${what} must be a non-negative number`);
  return parsed;
};

const sum = (values: readonly Decimal[]): Decimal =>
  values.reduce((total, value) => total.plus(value), exact(0));

/**
 * Bill totals (domain-reference 6.5), in the bill's currency.
 *
 * - line total = quantity × unit price, rounded to the currency's decimals (half away from zero);
 * - line VAT = line VAT base × VAT % ÷ 100, rounded the same way, line by line;
 * - subtotal = Σ line totals; discounts = Σ discounts and extras = Σ extras, each row rounded;
 * - without the pattern option the VAT base of a line is its total. With
 *   `vatAfterDiscountAndExtra` the bill's net adjustment (extras − discounts) is spread over the
 *   lines in proportion to their totals by `allocate` (largest remainder, to the cent), so the
 *   bases sum to subtotal + extras − discounts exactly and lines with different VAT rates each
 *   bear their share; a bill whose lines are all zero spreads it evenly;
 * - vatAmount = Σ line VAT; total = subtotal + extras − discounts + vatAmount.
 *
 * Invariants: every money result has at most `decimals` places; the total identity and
 * Σ line VAT = vatAmount hold exactly, because rounding happens only on the line figures and
 * every total is an exact sum of rounded figures. Nothing is computed in floating point.
 * Negative quantities, prices, rates, discounts or extras are refused (RangeError); so is a
 * `decimals` outside 0 to 4. Discounts larger than subtotal + extras give a negative total,
 * which the bill's rules refuse before posting.
 */
export const billTotals = (
  lines: readonly BillLineInput[],
  adjustmentRows: readonly BillAdjustmentInput[] = [],
  options: BillTotalsOptions = {},
): BillTotals => {
  const places = options.decimals ?? 2;
  assertPlaces(places);
  const parsed = lines.map((line, index) => ({
    quantity: nonNegative(line.quantity, `line ${index + 1} quantity`),
    totalPrice: roundTo(
      nonNegative(line.quantity, `line ${index + 1} quantity`).times(
        nonNegative(line.unitPrice, `line ${index + 1} unit price`),
      ),
      places,
    ),
    rate: nonNegative(line.vatPercentage, `line ${index + 1} VAT percentage`),
  }));
  const adjustments = adjustmentRows.map((row, index) => ({
    discount: roundTo(nonNegative(row.discount, `row ${index + 1} discount`), places),
    extra: roundTo(nonNegative(row.extra, `row ${index + 1} extra`), places),
  }));
  const subtotal = sum(parsed.map((line) => line.totalPrice));
  const discounts = sum(adjustments.map((row) => row.discount));
  const extras = sum(adjustments.map((row) => row.extra));
  const spread =
    options.vatAfterDiscountAndExtra && parsed.length > 0
      ? allocate(
          extras.minus(discounts),
          parsed.map((line) => line.totalPrice),
          places,
        )
      : parsed.map(() => exact(0));
  const lineTotals = parsed.map<BillLineTotals>((line, index) => {
    const vatBase = line.totalPrice.plus(spread[index]);
    const vatAmount = roundTo(vatBase.times(line.rate).dividedBy(100), places);
    return {
      totalPrice: line.totalPrice,
      adjustment: spread[index],
      vatBase,
      vatAmount,
      net: line.totalPrice.plus(vatAmount),
    };
  });
  const vatAmount = sum(lineTotals.map((line) => line.vatAmount));
  return {
    lines: lineTotals,
    adjustments,
    totalQuantities: sum(parsed.map((line) => line.quantity)),
    subtotal,
    discounts,
    extras,
    taxable: sum(lineTotals.map((line) => line.vatBase)),
    vatAmount,
    total: subtotal.plus(extras).minus(discounts).plus(vatAmount),
  };
};
