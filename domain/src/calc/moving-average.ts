import Decimal from 'decimal.js';

/** Places of a stored average cost (store_movements.average_cost). */
export const averageCostScale = 6;

/** One store movement of a material, in the order they happened (date, then insertion). */
export interface CostedMove {
  /** Base units; positive into a store, negative out. */
  quantity: Decimal.Value;
  /** Cost of one base unit in the base currency when the move is a purchase; null otherwise. */
  unitCost: Decimal.Value | null;
}

/**
 * The material's moving average cost after each move (all stores together). A purchase averages
 * its cost into what is on hand: (on hand × average + quantity × cost) / (on hand + quantity);
 * with nothing (or less than nothing) on hand the purchase's own cost is the average. A move
 * without a cost (a sale, a move without a purchase price) keeps the average. Each average is
 * rounded to `averageCostScale` places and the next step starts from the rounded value, so the
 * stored averages are reproduced exactly by running the walk again.
 */
export const movingAverageCosts = (moves: readonly CostedMove[]): string[] => {
  let onHand = new Decimal(0);
  let average = new Decimal(0);
  return moves.map((move) => {
    const quantity = new Decimal(move.quantity);
    if (move.unitCost !== null && quantity.gt(0)) {
      const cost = new Decimal(move.unitCost);
      const after = onHand.plus(quantity);
      average = onHand.lte(0) ? cost : onHand.times(average).plus(quantity.times(cost)).dividedBy(after);
      average = average.toDecimalPlaces(averageCostScale, Decimal.ROUND_HALF_UP);
    }
    onHand = onHand.plus(quantity);
    return average.toFixed(averageCostScale);
  });
};
