import { pricingChangesReport } from './pricing-changes.ts';

export const changesFlatsSalePricing = pricingChangesReport('changes-flats-sale-pricing-report');
