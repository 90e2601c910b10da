import { demoOwnerName } from './owner-expenses.ts';

/** A seed row; `refCodes` names a unit's building (and a building's owner) by its name. */
type SeedRow = Record<string, unknown> & { refCodes?: Record<string, string> };

/**
 * Two demo buildings with units of every kind, a few of each (the tools screen paints the rest),
 * and two villas and two lands. Units name their building by its name (`refCodes`); each building
 * opens its own account under 123 and its main cost center as it is saved.
 */
const reem = 'برج الريم';
const palm = 'برج النخيل';
const sqm = 2;
const unit = (buildingName: string, row: Record<string, unknown>): SeedRow => ({
  propertyType: 0,
  areaUnit: sqm,
  ...row,
  refCodes: { buildingId: buildingName },
});

/** Where a building's cash, bank and cheques go: the main cash box, the bank, notes receivable. */
const buildingAccounts = {
  buildingCashAccountId: '1311',
  buildingBankAccountId: '1321',
  buildingChequeAccountId: '122',
};

export const buildings: readonly SeedRow[] = [
  {
    name: reem,
    ltnname: 'Al Reem Tower',
    emirate: 'أبوظبي',
    city: 'أبوظبي',
    area: 'جزيرة الريم',
    street: 'شارع الريم',
    apartmentFloor: 2,
    apartmentCount: 2,
    penthouseFloor: 1,
    penthouseCount: 1,
    shopCount: 1,
    storeCount: 1,
    parkingFloor: 1,
    parkingCount: 2,
    undergroundParking: 1,
    commissionRate: '5',
    // Managed for its owner: the commission is the company's revenue, the rest the owner's.
    refCodes: {
      ownerId: demoOwnerName,
      ownerAccountId: '225',
      buildingRevenueAccountId: '46',
      ...buildingAccounts,
    },
  },
  {
    name: palm,
    ltnname: 'Palm Tower',
    emirate: 'دبي',
    city: 'دبي',
    area: 'نخلة جميرا',
    street: 'شارع الهلال',
    apartmentFloor: 1,
    apartmentCount: 2,
    mezzanineFloor: 1,
    mezzanineCount: 1,
    officeFloor: 1,
    officeCount: 1,
    warehouseCount: 1,
    shopCount: 1,
    parkingFloor: 1,
    parkingCount: 1,
    refCodes: { ownerId: demoOwnerName, ...buildingAccounts },
  },
];

/** A price history, oldest first, in dirhams: what the pricing reports read and the unit form charts. */
const history = (...entries: [date: string, price: string, note?: string][]) =>
  entries.map(([date, price, note]) => ({
    date,
    price,
    ...(note ? { note } : {}),
    refCodes: { currencyId: 'AED' },
  }));
const rent = (price: string) => history(['2026-01-01', price]);

export const apartments: readonly SeedRow[] = [
  unit(reem, {
    apartmentNo: '0101',
    apartmentKind: 1,
    floorNo: 1,
    roomCount: 2,
    area: '95',
    view: 'بحر',
    apartmentRentalPrices: history(
      ['2023-01-01', '55000'],
      ['2024-01-01', '58000'],
      ['2024-07-01', '60000', 'تجديد'],
      ['2025-01-01', '62500'],
      ['2026-01-01', '65000'],
    ),
    apartmentSellingPrices: history(
      ['2024-01-01', '1150000'],
      ['2025-06-01', '1240000'],
      ['2026-01-01', '1300000'],
    ),
  }),
  unit(reem, {
    apartmentNo: '0102',
    apartmentKind: 1,
    floorNo: 1,
    roomCount: 1,
    area: '70',
    apartmentRentalPrices: rent('52000'),
  }),
  unit(reem, { apartmentNo: '0201', apartmentKind: 1, floorNo: 2, roomCount: 2, area: '95', blocked: true }),
  unit(reem, {
    apartmentNo: 'PH0101',
    apartmentKind: 4,
    floorNo: 3,
    roomCount: 4,
    area: '240',
    apartmentSellingPrices: history(['2025-01-01', '2950000'], ['2026-01-01', '3200000']),
  }),
  unit(palm, { apartmentNo: '0101', apartmentKind: 1, floorNo: 1, roomCount: 3, area: '130' }),
  unit(palm, { apartmentNo: 'M0101', apartmentKind: 2, floorNo: 1, area: '60' }),
  unit(palm, { apartmentNo: 'O0101', apartmentKind: 3, floorNo: 1, area: '80', propertyType: 1 }),
  unit(palm, { apartmentNo: 'W01', apartmentKind: 5, area: '150' }),
];

export const shops: readonly SeedRow[] = [
  unit(reem, {
    shopNo: 'SH01',
    shopKind: 1,
    floorNo: 0,
    area: '45',
    shopRentalPrices: history(['2024-01-01', '82000'], ['2025-01-01', '86000'], ['2026-01-01', '90000']),
  }),
  unit(reem, { shopNo: 'S01', shopKind: 2, floorNo: 0, area: '30' }),
  unit(palm, { shopNo: 'SH01', shopKind: 1, floorNo: 0, area: '55' }),
];

export const parkings: readonly SeedRow[] = [
  unit(reem, { parkingNo: 'P0101', parkingKind: 1, floorNo: 1 }),
  unit(reem, { parkingNo: 'P0102', parkingKind: 1, floorNo: 1 }),
  unit(reem, { parkingNo: 'UP01', parkingKind: 2 }),
  unit(palm, { parkingNo: 'P0101', parkingKind: 1, floorNo: 1 }),
];

export const villas: readonly SeedRow[] = [
  {
    complexName: 'مجمع الواحة',
    villaNo: 'V01',
    emirate: 'دبي',
    area: 'المرابع العربية',
    roomCount: 4,
    bathRoomCount: 5,
    poolCount: 1,
    landArea: '500',
    areaUnit: sqm,
    villaRentalPrices: rent('180000'),
  },
  {
    complexName: 'مجمع الواحة',
    villaNo: 'V02',
    emirate: 'دبي',
    roomCount: 5,
    landArea: '620',
    areaUnit: sqm,
  },
];

export const lands: readonly SeedRow[] = [
  {
    name: 'أرض الشامخة',
    ltnname: 'Al Shamkha plot',
    type: 1,
    landNo: 'L-101',
    city: 'أبوظبي',
    area: '1200',
    areaUnit: sqm,
    price: '1500000',
  },
  {
    name: 'أرض العوير',
    ltnname: 'Al Awir plot',
    type: 1,
    landNo: 'L-102',
    city: 'دبي',
    area: '900',
    areaUnit: sqm,
    buildable: true,
  },
];

/**
 * The demo units as the tools screen paints them (domain-reference §7): each building's property
 * values by colour, and the row each seeded unit (by number) is painted with. Rows carry the
 * areas and views the units were seeded with; cells no unit has stay unpainted (the remaining
 * counts of the tools screen).
 */
export const paintedBuildings: readonly {
  building: string;
  propertyValues: {
    hex: string;
    description: string;
    area?: string;
    areaUnit: number;
    view?: string;
    propertyType: number;
  }[];
  cells: Record<string, number>;
}[] = [
  {
    building: reem,
    propertyValues: [
      {
        hex: '#1E88E5',
        description: 'شقة غرفتين بإطلالة بحرية',
        area: '95',
        areaUnit: sqm,
        view: 'بحر',
        propertyType: 0,
      },
      { hex: '#43A047', description: 'شقة غرفة واحدة', area: '70', areaUnit: sqm, propertyType: 0 },
      { hex: '#8E24AA', description: 'بنتهاوس', area: '240', areaUnit: sqm, view: 'بحر', propertyType: 0 },
      { hex: '#FB8C00', description: 'محل تجاري', area: '45', areaUnit: sqm, propertyType: 0 },
      { hex: '#757575', description: 'مواقف ومخازن', areaUnit: sqm, propertyType: 0 },
    ],
    cells: { '0101': 0, '0201': 0, '0102': 1, PH0101: 2, SH01: 3, S01: 4, P0101: 4, P0102: 4, UP01: 4 },
  },
  {
    building: palm,
    propertyValues: [
      { hex: '#00897B', description: 'شقة ثلاث غرف', area: '130', areaUnit: sqm, propertyType: 0 },
      { hex: '#FDD835', description: 'ميزانين ومكاتب', area: '70', areaUnit: sqm, propertyType: 1 },
      { hex: '#E53935', description: 'محل ومستودع', area: '55', areaUnit: sqm, propertyType: 0 },
    ],
    cells: { '0101': 0, M0101: 1, O0101: 1, W01: 2, SH01: 2, P0101: 2 },
  },
];
