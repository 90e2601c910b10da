import type { bank } from '@aqar/domain/entities/accounting/bank';
import type { EntityValues } from '@aqar/domain/entity-values';

export type BankSeed = EntityValues<typeof bank>;

/** Banks licensed in the UAE that tenants' cheques are commonly drawn on; address = head office. */
export const banks: readonly BankSeed[] = [
  { name: 'بنك الإمارات دبي الوطني', ltnname: 'Emirates NBD', address: 'Dubai' },
  { name: 'بنك أبوظبي الأول', ltnname: 'First Abu Dhabi Bank', address: 'Abu Dhabi' },
  { name: 'بنك أبوظبي التجاري', ltnname: 'Abu Dhabi Commercial Bank', address: 'Abu Dhabi' },
  { name: 'بنك دبي الإسلامي', ltnname: 'Dubai Islamic Bank', address: 'Dubai' },
  { name: 'بنك المشرق', ltnname: 'Mashreq Bank', address: 'Dubai' },
  { name: 'مصرف أبوظبي الإسلامي', ltnname: 'Abu Dhabi Islamic Bank', address: 'Abu Dhabi' },
  { name: 'بنك دبي التجاري', ltnname: 'Commercial Bank of Dubai', address: 'Dubai' },
  { name: 'بنك رأس الخيمة الوطني', ltnname: 'RAKBANK', address: 'Ras Al Khaimah' },
  { name: 'مصرف الإمارات الإسلامي', ltnname: 'Emirates Islamic', address: 'Dubai' },
  { name: 'مصرف الشارقة الإسلامي', ltnname: 'Sharjah Islamic Bank', address: 'Sharjah' },
  { name: 'مصرف عجمان', ltnname: 'Ajman Bank', address: 'Ajman' },
  { name: 'بنك الفجيرة الوطني', ltnname: 'National Bank of Fujairah', address: 'Fujairah' },
  { name: 'بنك أم القيوين الوطني', ltnname: 'National Bank of Umm Al Qaiwain', address: 'Umm Al Quwain' },
  { name: 'البنك التجاري الدولي', ltnname: 'Commercial Bank International', address: 'Dubai' },
  { name: 'البنك العربي المتحد', ltnname: 'United Arab Bank', address: 'Sharjah' },
  { name: 'بنك الشارقة', ltnname: 'Bank of Sharjah', address: 'Sharjah' },
  { name: 'بنك الاستثمار', ltnname: 'Invest Bank', address: 'Sharjah' },
  { name: 'مصرف الهلال', ltnname: 'Al Hilal Bank', address: 'Abu Dhabi' },
  { name: 'بنك الإمارات للاستثمار', ltnname: 'Emirates Investment Bank', address: 'Dubai' },
  { name: 'المصرف العربي للاستثمار والتجارة الخارجية', ltnname: 'Al Masraf', address: 'Abu Dhabi' },
  { name: 'بنك ويو', ltnname: 'Wio Bank', address: 'Abu Dhabi' },
  { name: 'البنك العربي', ltnname: 'Arab Bank', address: 'Abu Dhabi' },
  { name: 'بنك الكويت الوطني', ltnname: 'National Bank of Kuwait', address: 'Dubai' },
  { name: 'بنك إتش إس بي سي الشرق الأوسط', ltnname: 'HSBC Bank Middle East', address: 'Dubai' },
  { name: 'بنك ستاندرد تشارترد', ltnname: 'Standard Chartered', address: 'Dubai' },
  { name: 'سيتي بنك', ltnname: 'Citibank', address: 'Dubai' },
  { name: 'بنك حبيب إيه جي زيورخ', ltnname: 'Habib Bank AG Zurich', address: 'Dubai' },
  { name: 'بنك بارودا', ltnname: 'Bank of Baroda', address: 'Dubai' },
];
