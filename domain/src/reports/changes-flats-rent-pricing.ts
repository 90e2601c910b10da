import { pricingChangesReport } from './pricing-changes.ts';

export const changesFlatsRentPricing = pricingChangesReport('changes-flats-rent-pricing-report');
