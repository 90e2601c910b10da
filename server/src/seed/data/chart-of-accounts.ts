import type { account } from '@aqar/domain/entities/accounting/account';
import type { EntityValues } from '@aqar/domain/entity-values';

/**
 * A row of the default chart. `parentCode` names the parent account; the server fills `finalId`
 * from the parent (the level-0 root), so it is not part of the row.
 */
export type AccountSeed = Omit<EntityValues<typeof account>, 'parentId' | 'finalId'> & {
  parentCode?: string;
};

const balanceSheet = 1;
const profitAndLoss = 2;

/**
 * The real-estate chart of accounts (domain-reference section 10), parents before children.
 * Customers (121) and suppliers (221) stay childless: the server opens one account under them
 * for every customer or supplier card. Building accounts under 123 are opened with buildings.
 */
export const chartOfAccounts: readonly AccountSeed[] = [
  { code: '1', name: 'الأصول', ltnname: 'Assets', type: 1, financialStatement: balanceSheet },
  { code: '11', name: 'الأصول الثابتة', ltnname: 'Fixed assets', type: 1, parentCode: '1' },
  { code: '111', name: 'الأثاث والتجهيزات', ltnname: 'Furniture and fixtures', type: 1, parentCode: '11' },
  { code: '112', name: 'الأجهزة والمعدات المكتبية', ltnname: 'Office equipment', type: 1, parentCode: '11' },
  { code: '12', name: 'الأصول المتداولة', ltnname: 'Current assets', type: 1, parentCode: '1' },
  {
    code: '121',
    name: 'العملاء',
    ltnname: 'Customers',
    type: 1,
    parentCode: '12',
    note: 'Every customer card gets its own account here.',
  },
  { code: '122', name: 'أوراق القبض', ltnname: 'Notes receivable', type: 1, parentCode: '12' },
  {
    code: '123',
    name: 'المباني',
    ltnname: 'Buildings',
    type: 1,
    parentCode: '12',
    note: 'Every building gets its own account here.',
  },
  { code: '125', name: 'المخزون', ltnname: 'Stock', type: 1, parentCode: '12' },
  { code: '1251', name: 'مخزون آخر المدة', ltnname: 'End-period inventory', type: 1, parentCode: '125' },
  { code: '13', name: 'النقدية', ltnname: 'Cash on hand', type: 1, parentCode: '1' },
  { code: '131', name: 'الصندوق', ltnname: 'Cash', type: 1, parentCode: '13' },
  { code: '1311', name: 'الصندوق الرئيسي', ltnname: 'Main cash', type: 1, parentCode: '131' },
  { code: '132', name: 'البنك', ltnname: 'Bank', type: 1, parentCode: '13' },
  { code: '1321', name: 'الحساب البنكي الجاري', ltnname: 'Bank current account', type: 1, parentCode: '132' },

  {
    code: '2',
    name: 'الخصوم وحقوق الملكية',
    ltnname: 'Liabilities and equity',
    type: 1,
    financialStatement: balanceSheet,
  },
  { code: '21', name: 'حقوق الملكية', ltnname: "Owners' equity", type: 1, parentCode: '2' },
  { code: '2101', name: 'رأس المال', ltnname: 'Capital', type: 1, parentCode: '21' },
  { code: '2102', name: 'الأرباح المحتجزة', ltnname: 'Retained earnings', type: 1, parentCode: '21' },
  { code: '22', name: 'الخصوم المتداولة', ltnname: 'Current liabilities', type: 1, parentCode: '2' },
  {
    code: '221',
    name: 'الموردون',
    ltnname: 'Suppliers',
    type: 1,
    parentCode: '22',
    note: 'Every supplier card gets its own account here.',
  },
  { code: '222', name: 'أوراق الدفع', ltnname: 'Notes payable', type: 1, parentCode: '22' },
  { code: '223', name: 'تأمينات المستأجرين', ltnname: 'Security deposits', type: 1, parentCode: '22' },
  { code: '224', name: 'ضريبة القيمة المضافة', ltnname: 'VAT', type: 1, parentCode: '22' },
  {
    code: '2241',
    name: 'ضريبة القيمة المضافة على المدخلات',
    ltnname: 'Input VAT',
    type: 1,
    parentCode: '224',
    note: 'VAT paid on purchases, recoverable: offsets output VAT in the VAT return.',
  },
  {
    code: '2242',
    name: 'ضريبة القيمة المضافة على المخرجات',
    ltnname: 'Output VAT',
    type: 1,
    parentCode: '224',
    note: 'VAT charged on sales and taxable rents.',
  },
  {
    code: '225',
    name: 'حسابات الملاك الجارية',
    ltnname: "Owners' current accounts",
    type: 1,
    parentCode: '22',
  },

  { code: '3', name: 'المصروفات', ltnname: 'Expenses', type: 1, financialStatement: profitAndLoss },
  { code: '31', name: 'الرواتب والأجور', ltnname: 'Salaries', type: 1, parentCode: '3' },
  { code: '32', name: 'الماء والكهرباء', ltnname: 'Water and electricity', type: 1, parentCode: '3' },
  { code: '33', name: 'مصروفات متنوعة', ltnname: 'Miscellaneous expenses', type: 1, parentCode: '3' },
  { code: '34', name: 'مصروفات الصيانة', ltnname: 'Maintenance expenses', type: 1, parentCode: '3' },
  { code: '35', name: 'الخصم المسموح به', ltnname: 'Discounts allowed', type: 1, parentCode: '3' },
  { code: '36', name: 'المشتريات', ltnname: 'Purchases', type: 1, parentCode: '3' },
  { code: '37', name: 'مصروفات المشتريات', ltnname: 'Purchase expenses', type: 1, parentCode: '3' },

  { code: '4', name: 'الإيرادات', ltnname: 'Revenues', type: 1, financialStatement: profitAndLoss },
  { code: '41', name: 'إيرادات بيع الشقق', ltnname: 'Flats sales revenue', type: 1, parentCode: '4' },
  { code: '42', name: 'إيرادات بيع المحلات', ltnname: 'Shops sales revenue', type: 1, parentCode: '4' },
  { code: '43', name: 'إيرادات إيجار الشقق', ltnname: 'Flats rent revenue', type: 1, parentCode: '4' },
  { code: '44', name: 'إيرادات إيجار المحلات', ltnname: 'Shops rent revenue', type: 1, parentCode: '4' },
  { code: '45', name: 'إيرادات عمولات البيع', ltnname: 'Sales commission revenue', type: 1, parentCode: '4' },
  {
    code: '46',
    name: 'إيرادات عمولات الإيجار',
    ltnname: 'Rent commission revenue',
    type: 1,
    parentCode: '4',
  },
  { code: '47', name: 'إيرادات أخرى', ltnname: 'Other revenue', type: 1, parentCode: '4' },
  { code: '48', name: 'إيرادات المبيعات', ltnname: 'Sales revenue', type: 1, parentCode: '4' },
  { code: '49', name: 'الخصم المكتسب', ltnname: 'Discounts received', type: 1, parentCode: '4' },
];
