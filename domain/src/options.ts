import type { OptionItem } from './entity-definition.ts';

const list = (name: string, labels: string[], first = 1): OptionItem[] =>
  labels.map((label, index) => ({ value: index + first, label: `${name}.${label}` }));

/**
 * Option lists by key. Values are what is stored; labels are i18n keys under `options.` in the
 * web app's `common` namespace. Ids follow domain-reference section 1.
 */
export const optionLists: Record<string, OptionItem[]> = {
  accountType: [
    { value: 1, label: 'accountType.normal' },
    { value: 3, label: 'accountType.assembly' },
    { value: 4, label: 'accountType.distributive' },
  ],
  cardType: list('cardType', ['customer', 'supplier', 'supervisor', 'employee']),
  staffRole: list('staffRole', ['admin']),
  materialType: list('materialType', ['stored', 'services']),
  accountNature: list('accountNature', ['debit', 'credit']),
  // Which closing statement a root (final) account belongs to; reports read it from the final account.
  financialStatement: list('financialStatement', ['balanceSheet', 'profitAndLoss']),
  // GUESS: the reference names a material's pricing policy without its values.
  pricingPolicy: list('pricingPolicy', ['lastPurchase', 'averagePurchase', 'highestPurchase', 'fixed']),
  // GUESS: the reference names the price type of a material price row without its values.
  materialPriceType: list('materialPriceType', [
    'retail',
    'wholesale',
    'halfWholesale',
    'distributor',
    'export',
  ]),
  // Patterns and pattern-driven documents (domain-reference sections 1 and 3).
  contractType: list('contractType', ['sale', 'rent']),
  assetsType: list('assetsType', ['apartment', 'parking', 'shop', 'land', 'villa']),
  recordDateCreated: list('recordDateCreated', ['contractStart', 'contractEditing']),
  // Which side of a contract entry line carries the unit's cost center. The reference names
  // DEBIT, CREDIT and NOTHING (v1 stored {debit, credit}); both sides is the fourth case.
  moveCostCenter: list('moveCostCenter', ['nothing', 'debit', 'credit', 'both'], 0),
  paperType: list('paperType', ['paid', 'received']),
  chequeDefaultDate: list('chequeDefaultDate', ['operationDate', 'dueDate']),
  commissionType: list('commissionType', ['addition', 'deduction']),
  billType: list('billType', ['input', 'output']),
  // 1 is on credit (on account), 2 is cash: the behaviour of every generation; v2's labels were
  // swapped (domain-reference section 11, item 1).
  billPaymentMethod: list('billPaymentMethod', ['credit', 'cash']),
  voucherConnectWith: list('voucherConnectWith', ['nothing', 'contract', 'lawsuit', 'bill'], 0),
  billConnectWith: list('billConnectWith', ['nothing', 'maintenanceOrder'], 0),
  // Real estate (domain-reference sections 1 and 2.10-2.15).
  apartmentKind: list('apartmentKind', ['apartment', 'mezzanine', 'office', 'penthouse', 'warehouse']),
  shopKind: list('shopKind', ['shop', 'store']),
  parkingKind: list('parkingKind', ['parking', 'underground']),
  propertyType: list('propertyType', ['ownership', 'management'], 0),
  areaUnit: list('areaUnit', ['squareFeet', 'squareMeter']),
  // A unit's status, kept by the server. Colours are the building-schema legend's (empty #eee,
  // rented green, reserved blue, not available grey); the legend has none for sold and under
  // lawsuit, so sold takes the purple of a renewed contract and a lawsuit the red of trouble.
  unitStatus: [
    { value: 1, label: 'unitStatus.vacant', color: '#eeeeee' },
    { value: 2, label: 'unitStatus.rented', color: '#008800' },
    { value: 3, label: 'unitStatus.sold', color: '#800080' },
    { value: 4, label: 'unitStatus.reserved', color: '#0000ff' },
    { value: 5, label: 'unitStatus.blocked', color: '#aaaaaa' },
    { value: 6, label: 'unitStatus.underLawsuit', color: '#ff0000' },
  ],
  // A cheque's status (calc/cheque-status.ts) in the reference's colours: collected green,
  // partially collected yellow, returned red, uncollected grey.
  chequeStatus: [
    { value: 1, label: 'chequeStatus.uncollected', color: '#bfbfbf' },
    { value: 2, label: 'chequeStatus.collected', color: '#52c41a' },
    { value: 3, label: 'chequeStatus.partial', color: '#fadb14' },
    { value: 4, label: 'chequeStatus.returned', color: '#f5222d' },
    // Not in the reference: a returned cheque whose replacement was recorded.
    { value: 5, label: 'chequeStatus.replaced', color: '#722ed1' },
    // Not in the reference: handed back to its drawer by a move-out settlement (issue 26).
    { value: 6, label: 'chequeStatus.handedBack', color: '#13c2c2' },
  ],
  // Why a cheque came back (domain-reference section 1); 5 "other" takes a free text.
  returnReason: list('returnReason', [
    'insufficientFunds',
    'chequeBounce',
    'mismatchedSignature',
    'accountClosed',
    'other',
  ]),
  chequeConnectWith: list('chequeConnectWith', ['nothing', 'contract', 'lawsuit', 'bill'], 0),
  // Maintenance (domain-reference sections 1 and 2.32; statuses in entities/maintenance/service-status.ts).
  serviceCode: list('serviceCode', ['customerOrder', 'propertyPreparing']),
  serviceStatus: [
    { value: 1, label: 'serviceStatus.pending', color: '#bfbfbf' },
    { value: 2, label: 'serviceStatus.returned', color: '#fa8c16' },
    { value: 3, label: 'serviceStatus.rejected', color: '#f5222d' },
    { value: 4, label: 'serviceStatus.approval', color: '#1677ff' },
    { value: 5, label: 'serviceStatus.underway', color: '#722ed1' },
    { value: 6, label: 'serviceStatus.done', color: '#52c41a' },
  ],
  serviceWorkerStatus: list('serviceWorkerStatus', ['received', 'inProgress', 'completed']),
  serviceMaterialStatus: list('serviceMaterialStatus', ['requested', 'received']),
  servicePaymentMethod: list('servicePaymentMethod', ['cash', 'card']),
  shiftPeriod: list('shiftPeriod', ['light', 'night', 'both']),
  // Contracts (domain-reference sections 1, 2.18, 2.19 and 6.6).
  contractDuration: list('contractDuration', ['threeMonths', 'sixMonths', 'oneYear', 'custom']),
  contractPaidType: list('contractPaidType', ['installment', 'cash', 'later']),
  installmentEachDuration: list('installmentEachDuration', ['week', 'month', 'year']),
  // What termination amounts are rounded to: 0 keeps the currency's decimals, 1 the whole unit
  // (nearest), then up and down to a multiple of 1, 5 and 10 (the reference's "1", "-1", "5", …).
  contractRoundTo: list(
    'contractRoundTo',
    ['none', 'nearestUnit', 'upToOne', 'downToOne', 'upToFive', 'downToFive', 'upToTen', 'downToTen'],
    0,
  ),
  // A contract's lifecycle, computed from its dates (calc/contract-status.ts), in the reference's
  // colours: valid orange, terminated and evacuated blue, expired red, expired and renewed purple.
  contractStatus: [
    { value: 1, label: 'contractStatus.valid', color: '#fa8c16' },
    { value: 2, label: 'contractStatus.terminated', color: '#1677ff' },
    { value: 3, label: 'contractStatus.expired', color: '#f5222d' },
    { value: 4, label: 'contractStatus.renewed', color: '#722ed1' },
    // Not in the reference: terminated, the tenant still in until the evacuation date (issue 26).
    { value: 5, label: 'contractStatus.terminatedNotEvacuated', color: '#2f54eb' },
  ],
};
