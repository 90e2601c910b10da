/** A seed row; `refCodes` names a referenced record by its code, or by its name when it has none. */
type SeedRow = Record<string, unknown> & { refCodes?: Record<string, string> };

/**
 * The owner of both demo buildings and what the company paid on the owner's behalf over the first
 * months of 2026 (domain-reference 2.34-2.35): each posts Dr the owner's account (225 Owners'
 * current accounts) / Cr the main cash box 1311, on the building's main cost center (4 Al Reem,
 * 5 Palm: the buildings open them in that order).
 */
export const demoOwnerName = 'شركة الريم للاستثمار العقاري';

export const owners: readonly SeedRow[] = [
  {
    name: demoOwnerName,
    ltnname: 'Al Reem Real Estate Investment',
    cellPhone: '+971501234567',
    email: 'owner@alreem.example',
    nationality: 'الإمارات',
    refCodes: { accountId: '225' },
  },
];

export const ownerExpenseTypes: readonly SeedRow[] = [
  { code: '1', name: 'تنظيف', ltnname: 'Cleaning', isActive: true },
  { code: '2', name: 'صيانة', ltnname: 'Maintenance', isActive: true },
  { code: '3', name: 'كهرباء ومياه', ltnname: 'Electricity and water', isActive: true },
  { code: '4', name: 'حراسة', ltnname: 'Security', isActive: true },
  // Retired: kept for old documents, left out of new ones.
  { code: '5', name: 'عمولة تسويق', ltnname: 'Marketing commission', isActive: false },
];

const row = (type: string, amount: string, note?: string) => ({
  amount,
  ...(note ? { note } : {}),
  refCodes: { expenseTypeId: type },
});

// The demo buildings by name (data/realty.ts). As the reference sends it: no paying account, no
// currency, no cost center; the server takes the building's cash box 1311, the base currency AED
// and the building's main cost center.
const reem = 'برج الريم';
const palm = 'برج النخيل';

const expense = (buildingName: string, fields: Record<string, unknown>): SeedRow => ({
  ...fields,
  refCodes: { ownerId: demoOwnerName, buildingId: buildingName },
});

export const ownerExpenses: readonly SeedRow[] = [
  expense(reem, {
    date: '2026-01-31',
    receiptNumber: 'R-2026-001',
    note: 'برج الريم: مصاريف يناير',
    rows: [row('1', '1200'), row('2', '850.50', 'إصلاح مضخة المياه'), row('3', '2315.75'), row('4', '0')],
  }),
  expense(palm, {
    date: '2026-02-28',
    receiptNumber: 'R-2026-002',
    note: 'برج النخيل: مصاريف فبراير',
    rows: [row('1', '900'), row('2', '0'), row('3', '1740.20'), row('4', '3000')],
  }),
  expense(reem, {
    date: '2026-03-31',
    receiptNumber: 'R-2026-003',
    note: 'برج الريم: مصاريف مارس',
    rows: [row('1', '1200'), row('2', '4200', 'طلاء الممرات'), row('3', '2198.40'), row('4', '0')],
  }),
];
