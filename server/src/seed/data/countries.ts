import type { country } from '@aqar/domain/entities/accounting/country';
import type { EntityValues } from '@aqar/domain/entity-values';

export type CountrySeed = EntityValues<typeof country>;

/**
 * Countries a Gulf property company meets most: the GCC, the rest of the Arab world, and the
 * home countries of most residents and investors. Codes are ISO 3166-1 numeric, as text.
 */
export const countries: readonly CountrySeed[] = [
  { code: '784', name: 'الإمارات العربية المتحدة', ltnname: 'United Arab Emirates' },
  { code: '682', name: 'المملكة العربية السعودية', ltnname: 'Saudi Arabia' },
  { code: '414', name: 'الكويت', ltnname: 'Kuwait' },
  { code: '634', name: 'قطر', ltnname: 'Qatar' },
  { code: '048', name: 'البحرين', ltnname: 'Bahrain' },
  { code: '512', name: 'عُمان', ltnname: 'Oman' },
  { code: '887', name: 'اليمن', ltnname: 'Yemen' },
  { code: '368', name: 'العراق', ltnname: 'Iraq' },
  { code: '400', name: 'الأردن', ltnname: 'Jordan' },
  { code: '760', name: 'سوريا', ltnname: 'Syria' },
  { code: '422', name: 'لبنان', ltnname: 'Lebanon' },
  { code: '275', name: 'فلسطين', ltnname: 'Palestine' },
  { code: '818', name: 'مصر', ltnname: 'Egypt' },
  { code: '729', name: 'السودان', ltnname: 'Sudan' },
  { code: '434', name: 'ليبيا', ltnname: 'Libya' },
  { code: '788', name: 'تونس', ltnname: 'Tunisia' },
  { code: '012', name: 'الجزائر', ltnname: 'Algeria' },
  { code: '504', name: 'المغرب', ltnname: 'Morocco' },
  { code: '706', name: 'الصومال', ltnname: 'Somalia' },
  { code: '364', name: 'إيران', ltnname: 'Iran' },
  { code: '792', name: 'تركيا', ltnname: 'Turkey' },
  { code: '004', name: 'أفغانستان', ltnname: 'Afghanistan' },
  { code: '356', name: 'الهند', ltnname: 'India' },
  { code: '586', name: 'باكستان', ltnname: 'Pakistan' },
  { code: '050', name: 'بنغلاديش', ltnname: 'Bangladesh' },
  { code: '144', name: 'سريلانكا', ltnname: 'Sri Lanka' },
  { code: '524', name: 'نيبال', ltnname: 'Nepal' },
  { code: '608', name: 'الفلبين', ltnname: 'Philippines' },
  { code: '360', name: 'إندونيسيا', ltnname: 'Indonesia' },
  { code: '156', name: 'الصين', ltnname: 'China' },
  { code: '231', name: 'إثيوبيا', ltnname: 'Ethiopia' },
  { code: '404', name: 'كينيا', ltnname: 'Kenya' },
  { code: '826', name: 'المملكة المتحدة', ltnname: 'United Kingdom' },
  { code: '840', name: 'الولايات المتحدة الأمريكية', ltnname: 'United States' },
  { code: '250', name: 'فرنسا', ltnname: 'France' },
  { code: '276', name: 'ألمانيا', ltnname: 'Germany' },
  { code: '643', name: 'روسيا', ltnname: 'Russia' },
];
