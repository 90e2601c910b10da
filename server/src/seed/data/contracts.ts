/** A date `days` from the day the demo company is made, so its contracts are current. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface DemoContract {
  /** How other seed data names this contract (its installment plan, its cheques). */
  key: string;
  building: string;
  unit: { field: 'apartmentId' | 'shopId' | 'parkingId'; number: string };
  /** The code of the customer's account (121xx). */
  clientAccount: string;
  patternCode: number;
  values: Record<string, unknown>;
  /** Its installment plan (popup values): cheques from `from`, every `every` months. */
  plan?: {
    firstBatch?: string;
    count: number;
    every: number;
    eachDuration?: number;
    from: string;
    begin: number;
    /** The bank the client's cheques are drawn on, by its Latin name. */
    bank: string;
  };
  terminatedOn?: string;
  terminationNote?: string;
  /**
   * Settled on move-out (issue 26), after its cheques' operations: the first cheque collected, the
   * second bounced, the later ones handed back, a fine off the deposit and the refund paid in cash.
   */
  settlement?: { on: string; fine: string; fineNote: string };
  renewed?: boolean;
}

const reem = 'برج الريم';
const palm = 'برج النخيل';

/**
 * The demo company's contracts (domain-reference 2.18): a flat and a shop rented in Al Reem Tower
 * (the shop with a discount and VAT), a flat of Palm Tower settled early on move-out (a bounced
 * cheque, two later cheques handed back, a fine off the deposit, the refund paid), a
 * mezzanine whose last year was renewed, and a penthouse sold.
 */
export const demoContracts: readonly DemoContract[] = [
  {
    key: 'reem-0101',
    building: reem,
    unit: { field: 'apartmentId', number: '0101' },
    clientAccount: '12101',
    patternCode: 1,
    values: {
      issueDate: day(-62),
      startDurationDate: day(-60),
      contractDuration: 3,
      contractValue: '65000',
      currentSecuringValue: '3250',
      paidType: 1,
      note: 'عقد إيجار سنوي، أربع دفعات بشيكات',
    },
    plan: { firstBatch: '16250', count: 3, every: 4, from: day(-30), begin: 100201, bank: 'Emirates NBD' },
  },
  {
    key: 'reem-sh01',
    building: reem,
    unit: { field: 'shopId', number: 'SH01' },
    clientAccount: '12102',
    patternCode: 2,
    values: {
      issueDate: day(-300),
      startDurationDate: day(-300),
      contractDuration: 3,
      contractValue: '90000',
      discountRate: '5',
      vatRate: '5',
      currentSecuringValue: '4500',
      paidType: 1,
    },
    // Monthly cheques: the older ones collected, one returned and replaced, one partly collected.
    plan: { count: 12, every: 1, from: day(-300), begin: 500101, bank: 'Abu Dhabi Commercial Bank' },
  },
  {
    key: 'palm-0101',
    building: palm,
    unit: { field: 'apartmentId', number: '0101' },
    clientAccount: '12103',
    patternCode: 1,
    values: {
      issueDate: day(-200),
      startDurationDate: day(-200),
      contractDuration: 3,
      contractValue: '73000',
      currentSecuringValue: '3650',
      paidType: 1,
      revenueNote: 'إخلاء مبكر بطلب المستأجر',
    },
    plan: { firstBatch: '30000', count: 4, every: 3, from: day(-200), begin: 700101, bank: 'Emirates NBD' },
    settlement: { on: day(-20), fine: '1500', fineNote: 'إصلاح أضرار الجدران والأبواب' },
  },
  {
    key: 'palm-m0101',
    building: palm,
    unit: { field: 'apartmentId', number: 'M0101' },
    clientAccount: '12104',
    patternCode: 1,
    values: {
      issueDate: day(-400),
      startDurationDate: day(-400),
      contractDuration: 3,
      contractValue: '36500',
      currentSecuringValue: '1800',
      paidType: 2,
    },
    renewed: true,
  },
  {
    key: 'reem-ph0101',
    building: reem,
    unit: { field: 'apartmentId', number: 'PH0101' },
    clientAccount: '12104',
    patternCode: 4,
    values: {
      issueDate: day(-30),
      propertyDeliveryDate: day(60),
      contractValue: '3200000',
      currentSecuringValue: '50000',
      paidType: 1,
      note: 'بيع البنتهاوس على أقساط سنوية',
    },
    plan: {
      firstBatch: '320000',
      count: 4,
      every: 1,
      eachDuration: 3,
      from: day(3),
      begin: 900001,
      bank: 'First Abu Dhabi Bank',
    },
  },
];
