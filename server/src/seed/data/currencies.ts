import type { currency } from '@aqar/domain/entities/accounting/currency';
import type { EntityValues } from '@aqar/domain/entity-values';

export type CurrencySeed = EntityValues<typeof currency>;

/**
 * AED is the base currency (rate 1); every other rate is the AED value of one unit. The Gulf
 * currencies are pegged to the US dollar (AED 3.6725, SAR 3.75, QAR 3.64, BHD 0.376, OMR 0.3845
 * per dollar), so their rates are exact ratios; KWD follows a basket and EUR floats, so theirs
 * are recent market figures to be updated by the user.
 */
export const currencies: readonly CurrencySeed[] = [
  { code: 'AED', name: 'درهم إماراتي', ltnname: 'United Arab Emirates Dirham', rate: '1', decimals: 2 },
  { code: 'SAR', name: 'ريال سعودي', ltnname: 'Saudi Riyal', rate: '0.97933333', decimals: 2 },
  { code: 'KWD', name: 'دينار كويتي', ltnname: 'Kuwaiti Dinar', rate: '11.95', decimals: 3 },
  { code: 'BHD', name: 'دينار بحريني', ltnname: 'Bahraini Dinar', rate: '9.76728723', decimals: 3 },
  { code: 'OMR', name: 'ريال عماني', ltnname: 'Omani Rial', rate: '9.55136541', decimals: 3 },
  { code: 'QAR', name: 'ريال قطري', ltnname: 'Qatari Riyal', rate: '1.00892857', decimals: 2 },
  { code: 'USD', name: 'دولار أمريكي', ltnname: 'US Dollar', rate: '3.6725', decimals: 2 },
  { code: 'EUR', name: 'يورو', ltnname: 'Euro', rate: '4.25', decimals: 2 },
];
