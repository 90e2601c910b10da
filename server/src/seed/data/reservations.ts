/** A seed row; `refCodes` names referenced records by code, or by display name without one. */
type SeedRow = Record<string, unknown> & { refCodes?: Record<string, string> };

/** Customers of the demo company; each opens its account under 121 Customers (12101 to 12104). */
export const customers: readonly SeedRow[] = [
  { cardType: 1, name: 'سالم المنصوري', ltnname: 'Salem Al Mansouri', phone: '+971501234567' },
  { cardType: 1, name: 'ليلى الحمادي', ltnname: 'Layla Al Hammadi', phone: '+971559876543' },
  { cardType: 1, name: 'عمر الكتبي', ltnname: 'Omar Al Ketbi', phone: '+971504445566' },
  { cardType: 1, name: 'مريم الشامسي', ltnname: 'Mariam Al Shamsi', phone: '+971527778899' },
];

/** A date `days` from the day the demo company is made, so its reservations are current. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const reem = 'برج الريم';

/**
 * Reservations of Al Reem Tower (domain-reference 2.17): flat 0102 held now with a cash deposit
 * (its entry: Dr main cash / Cr the customer), shop S01 booked for later days, and parking UP01
 * whose reservation was marked expired, so it is free again.
 */
export const reservations: readonly SeedRow[] = [
  {
    propertyType: 1,
    bookDate: day(-3),
    endBookDate: day(27),
    hasPayment: true,
    paymentAmount: '5000',
    payment_method: 2,
    note: 'عربون حجز الشقة 0102',
    refCodes: {
      accountId: '12101',
      buildingId: reem,
      property_id: '0102',
      currencyId: 'AED',
      debitAccountId: '1311',
      creditAccountId: '12101',
    },
  },
  {
    propertyType: 3,
    bookDate: day(10),
    endBookDate: day(40),
    refCodes: { accountId: '12102', buildingId: reem, property_id: 'S01' },
  },
  {
    propertyType: 2,
    bookDate: day(-40),
    endBookDate: day(20),
    reservationExpired: true,
    refCodes: { accountId: '12102', buildingId: reem, property_id: 'UP01' },
  },
];
