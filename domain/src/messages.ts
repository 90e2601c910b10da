/**
 * Validation and error messages by key. The API answers with the English text; the web app
 * translates the key through its `validation` namespace, whose English file mirrors this table.
 */
export const messages = {
  required: 'Required',
  cannotBeEmpty: 'Cannot be empty',
  nameRequired: 'name is required',
  typeRequired: 'required',
  tooLong: 'Too long',
  tooShort: 'Too short',
  mustBeNumber: 'Must be a number',
  mustBeInteger: 'Must be a whole number',
  mustBePositive: 'Must be a positive number',
  mustBeNonNegative: 'Must be a non-negative number',
  tooSmall: 'Too small',
  tooLarge: 'Too large',
  rangeReversed: 'Cannot be before the start of the range',
  tooManyDecimals: 'Too many decimal places',
  invalidEmail: 'Invalid email address',
  invalidDate: 'Invalid date',
  invalidColor: 'Invalid colour (use #RRGGBB)',
  invalidOption: 'Not one of the allowed options',
  invalidReference: 'Invalid reference',
  accountNotLeaf: 'Choose an account without sub-accounts',
  referenceNotFound: 'The selected record does not exist',
  invalidValue: 'Invalid value',
  invalidCharacter: 'Contains a control character that is not allowed',
  unknownField: 'Unknown field',
  mustBeObject: 'Must be an object of fields',
  mustBeList: 'Must be a list of rows',
  mixedPayload: 'Send either the flat record or the nested parts, not both',
  unknownPart: 'Unknown part of the payload',
  partNotKept: 'This part is not kept; send it empty or leave it out',
  fieldOfOtherPart: 'This field belongs to another part of the payload',
  payloadMismatch: 'Differs from the same field in the main part',
  notUnique: 'This value is already used',
  codeRequired: 'Code is required',
  nameMin3: 'Name must be at least 3 characters',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone is required',
  passportRequired: 'Passport is required',
  wrongPassword: 'The current password is wrong',
  passwordTooShort: 'Password must be at least 8 characters',
  percentagesMustTotal100: 'Percentages must total 100',
  assemblyNeedsAccount: 'An assembly account needs at least one account',
  distributiveNeedsAccount: 'A distributive account needs at least one account',
  parentRequired: 'Parent account is required for a normal account',
  parentIsSelf: 'A record cannot be its own parent',
  parentCycle: 'A record cannot be placed under its own descendant',
  workerNeedsBuilding: 'A worker needs at least one building',
  needsCategory: 'Supervisors and workers need at least one category',
  cardTypeLocked: 'The card type cannot be changed after creation',
  materialGroupRequired: 'Material group is required',
  minimumAboveMaximum: 'Minimum must not exceed maximum',
  exchangeRequired: 'A conversion factor is required for this unit',
  tooManyRows: 'Too many rows',
  tooFewRows: 'Too few rows',
  fileType: 'File type must be one of image/jpeg, image/png, image/gif, image/webp, application/pdf',
  fileTooLarge: 'File is larger than 10485760 bytes',
  tooManyFiles: 'Too many files',
  duplicateRow: 'The same value appears in more than one row',
  problemRequired: 'Problem is required',
  categoryRequired: 'Category is required',
  storeRequired: 'Store is required',
  accountRequired: 'Account is required',
  debitAndCreditEqual: 'Debit and credit must be equal.',
  differenceZero: 'Difference must be 0.',
  oneSidePerLine: 'Either debit or credit should be non-zero, but not both.',
  uniqueAccountsPerSide: 'Account IDs must be unique for debit and credit entries respectively.',
  debitPositive: 'Debit must be a non-negative number.',
  creditPositive: 'Credit must be a non-negative number.',
  twoLines: 'An entry needs at least two lines.',
  patternRequired: 'Pattern is required',
  materialRequired: 'Material is required',
  autoEntriesNeedGenEntries: 'Automatic entries need "generate entries" to be ticked',
  voucherSideRequired: 'Show either the debit field (payment) or the credit field (receipt), not both',
  cashAccountRequired: 'A cash account is required for cash payment',
  stockAccountRequired: 'A stock account is required for perpetual inventory',
  customerRequired: 'Customer or supplier is required for a bill on credit',
  clientMustBeCustomer: "A customer is needed: choose a customer card or a customer's account",
  voucherNeedsRow: 'A voucher needs at least one row.',
  voucherRowsOneSide: 'All rows of a voucher must be on the same side.',
  receiptRowsCredit: 'A receipt voucher takes credit amounts only.',
  paymentRowsDebit: 'A payment voucher takes debit amounts only.',
  rowAccountIsHeaderAccount: "A row cannot use the voucher's own cash or bank account.",
  costCenterRequired: 'Cost center is required',
  statementRequired: 'Statement is required',
  billNeedsMaterial: 'A bill needs at least one material.',
  discountOrExtra: 'Enter either a discount or an extra on a row, not both.',
  discountsExceedAmount: 'Discounts cannot exceed the materials and extras of the bill.',
  materialAccountRequired: 'Material account is required',
  vatAccountRequired: 'VAT account is required',
  counterpartyAccountRequired: 'Customer or supplier account is required',
  discountAccountRequired: 'Discount account is required',
  extraAccountRequired: 'Extra account is required',
  patternLocked: 'The pattern of a saved document cannot be changed',
  digitsOnly: 'Digits only',
  ownerRequired: 'Owner is required',
  expenseTypeRequired: 'Expense type is required',
  ownerHasNoAccount: 'The owner has no ledger account: link one on the owner card',
  unitsRequired: 'units are required',
  buildingRequired: 'Building is required',
  unitNumberRequired: 'Unit number is required',
  clientRequired: 'Client is required',
  unitRequired: 'Unit is required',
  clientHasNoAccount: 'The client has no ledger account',
  unitNotFree: 'The unit is already rented or sold over these dates',
  contractNotRenewable: 'Only a rent contract that is neither terminated nor already renewed can be renewed',
  // The move-out settlement (issue 26).
  contractNotSettleable: 'Only a rent contract that is neither terminated nor renewed can be settled',
  chequeNotHandedBack:
    'Only a held cheque of this contract due after the termination date can be handed back',
  chequeHandedBack: 'This cheque was handed back to its drawer',
  settlementNotFound: 'This contract has no settlement to undo',
  settlementUndoBlocked: 'The settlement cannot be undone: a later record depends on it',
  paymentAccountRequired: 'Choose the cash or bank account the balance is settled through',
  // The installment popup's rules, in the spec's words (section 5, "Installment").
  firstBatchAboveTotal: 'The First Cash Payment must be equal or less than Total Amount',
  currencyRequired: 'Currency is Required',
  paymentDateRequired: 'The Payment Date is required',
  firstBatchRequired: 'The First Cash payment is required',
  chequesAboveRest: 'The Total Amount of cheques must be equal or less than Rest Amount',
  installmentsOperated:
    'Cheques of this plan have been collected, partially collected or returned: its cheques can no longer be changed',
  installmentExists: 'This contract already has an installment plan',
  installmentContractLocked: 'An installment plan stays with its contract',
  contractHasOperatedInstallments:
    "The contract's installment cheques have been collected, partially collected or returned: it cannot be deleted",
  noChequeAccount:
    'No account to hold the cheques: give the building a cheque account or the received-cheque pattern a default account',
  noCashAccount:
    'No account to receive the first cash payment: give the building a cash account or the receipt voucher pattern a default account',
  colorUsed: 'This colour is already used by another row',
  unknownColorRow: 'No property-value row has this colour',
  cellOutsideBuilding: "Outside the building's unit counts",
  tooManyUnits: 'More units than the building has of this kind',
  duplicateCell: 'This cell is painted twice',
  duplicateUnitNumber: 'This unit number is already used in this building',
  unitKindRequired: 'Unit kind is required',
  unitNotInBuilding: 'The unit is not one of this building',
  installmentOfAnotherContract: 'This installment plan belongs to another contract',
  notContractClient: "The customer must be the contract's client",
  unitAlreadyReserved: 'The unit is already reserved over some of these days',
  // Cheques and their operations (domain-reference 2.20 to 2.23, docs/cheques.md).
  observeIsAccount: 'The counter account must differ from the account',
  partialAboveRest: 'The amount is more than the rest of the cheque',
  returnReasonText: 'Describe the reason',
  replacementIsSameCheque: 'A cheque cannot replace itself',
  replacedNotRepresented: 'A replaced cheque is not presented again',
  chequeLocked: 'The cheque of an operation cannot be changed',
  chequeAlreadyCollected: 'The cheque is already collected',
  chequePartiallyCollected: 'The cheque is partially collected: collect the rest with partial collections',
  chequeFullyCollected: 'The cheque is fully collected',
  chequeReturnOpen: 'The cheque was returned: present it again or replace it before collecting',
  chequeCollectedCannotReturn: 'A collected or partially collected cheque cannot be returned',
  onlyLastPartial: 'Only the last partial collection of a cheque can be changed or deleted',
  chequeOperationsDisabled: "The cheque's pattern does not allow this operation",
  buildingNotManaged: 'The building has no owner or no owner account: set them on the building card',
  statementExists: 'This building already has a statement for this month',
  statementPaid: 'The statement is paid: its payout voucher names it',
  nothingDue: 'Nothing is due to the owner on this statement',
  paymentPatternRequired: 'Choose a payment voucher pattern',
  replacementAlreadyRecorded: 'The replacement of this returned cheque is already recorded',
  chequeAlreadyReplaces: 'This cheque already replaces another returned cheque',
  returnPresentedAgain: 'The cheque was presented again: it is not replaced',
  // The cheque desk's bulk collection (docs/cheques.md, "The desk").
  chequeNotFound: 'No such cheque',
  chequeNotReceived: 'Only received cheques are collected from the desk',
  collectionNeedsBank: "No bank account to collect into: set the building's bank account or the pattern's",
  collectionSameAccounts: 'The bank account is the cheque account itself',
  periodLocked: 'The collection date is in a locked period',
  tooManyCheques: 'At most 1000 cheques are collected at once',
  duplicateCheque: 'The same cheque is listed twice',
  // Issue 24, part 2: messages that name what the user sees.
  depositAboveZero: 'This contract pattern requires a security deposit above 0',
  endBeforeStart: 'The end date cannot be before the start date',
  apartmentRequired: 'Apartment is required',
  shopRequired: 'Shop is required',
  parkingRequired: 'Parking is required',
  landRequired: 'Land is required',
  villaRequired: 'Villa is required',
  unitHeldBy: 'The unit is held by contract {{number}} of {{tenant}} from {{from}} to {{to}}',
  partialAboveLeft: 'The amount is more than what is left of the cheque: {{rest}}',
  entryTotalBelowOne: "The entry's totals must be at least 1",
  // Maintenance orders and work times (issue 28; domain-reference 2.32, 2.36).
  workerRequired: 'Worker is required',
  lackReasonRequired: 'Lack reason is required',
  materialNameRequired: 'Choose the material card or name the material',
  receivedMaterialNeedsPrice: 'A received material needs its price',
  ratedWorkerNotOnOrder: 'Only a worker booked on this order can be rated',
  serviceStatusRefused: 'The order cannot move from {{fromStatus}} to {{toStatus}}',
  workerNotAvailable: 'The worker is not free for this job at this time',
  workTimeOverlap: 'This work time overlaps another work time of the same worker',
  serviceMaterialNotRegistered: "Register the order's received materials as material cards before it is paid",
  noSaleBillPattern: "There is no sales bill pattern to post the order's bill",
  materialAlreadyRegistered: 'This material already has a card',
  // What the API answers as a whole (the body's `message`), with `{{parameters}}` the error body
  // carries apart (`key`, `params`) so that the web app says it in the reader's language.
  correctHighlighted: 'Please correct the highlighted fields',
  recordNotFound: 'Record not found',
  notFound: 'Not found',
  noRecordWithId: 'No {{entity}} with this id',
  noRecordWithCode: 'No {{entity}} with code {{code}}',
  signIn: 'Please sign in',
  signInToContinue: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  notAllowed: 'You are not allowed to do this',
  wrongCredentials: 'Wrong email or password',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  tooManyRequests: 'Too many requests; please wait a moment',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  cannotDeleteSelf: 'You cannot delete your own account while signed in with it.',
  somethingWentWrong: 'Something went wrong!, please try again.',
  databaseUnreachable: 'The database is not reachable right now. Please try again in a moment.',
  periodLockedUntil: 'The period up to {{date}} is locked.',
  onlyLeafPostings: 'Entries can only be posted to accounts without sub-accounts.',
  parentHasPostings: 'This parent account already has postings, so it cannot take sub-accounts.',
  chequeAmountKept: 'The amount of a cheque with operations cannot be changed',
  overlapsAnother: 'This overlaps another record',
  usedByAnother: 'This value is already used by another record',
  recordStillUsed: 'Cannot delete: the record is still used elsewhere. Remove those references first.',
  unitStillUsed: 'Cannot remove a unit: it is still used elsewhere. Remove those references first.',
  buildingChangedMeanwhile:
    'Another save of this building changed its units at the same moment; load it again and retry',
  generatedEntryLocked: 'This entry was generated from a document ({{origin}}); change the document instead.',
  onlyAdminLocks: 'Only an administrator can lock periods',
  picturesChanged: 'The pictures have changed since they were shown; reload and try again',
  valueWrongFormat: 'A value has the wrong format',
  numberOutOfRange: 'A number is out of range',
  navigationNeedsCode: 'Navigating {{entity}} needs the pattern code',
  navigationNeedsCheque: 'Navigating {{entity}} needs the cheque',
} as const;

export type MessageKey = keyof typeof messages;

/**
 * A message key with the values of its `{{placeholders}}`, carried wherever a key travels (field
 * codes, a form's error): `key?name=value&…`, each value URI-encoded.
 */
export type MessageCode = MessageKey | `${MessageKey}?${string}`;

export const messageCode = (key: MessageKey, values: Record<string, string | number>): MessageCode =>
  `${key}?${Object.entries(values)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&')}`;

/** The key and values of a message code; a plain key has no values. */
export const parseMessageCode = (code: string): { key: string; values: Record<string, string> } => {
  const at = code.indexOf('?');
  if (at < 0) return { key: code, values: {} };
  const values: Record<string, string> = {};
  for (const pair of code.slice(at + 1).split('&')) {
    const [name, value = ''] = pair.split('=');
    try {
      if (name) values[decodeURIComponent(name)] = decodeURIComponent(value);
    } catch {
      // A malformed escape is left out rather than failing the message.
    }
  }
  return { key: code.slice(0, at), values };
};

/**
 * The English text of a key or a code (`key?name=value`), its `{{parameters}}` filled from the
 * code's values and `params`; a value a code leaves out reads as a dash, one a bare key leaves out
 * stays as its placeholder; an unknown key is its own text.
 */
export const messageText = (code: string, params: Readonly<Record<string, string>> = {}): string => {
  const { key, values } = parseMessageCode(code);
  if (!Object.hasOwn(messages, key)) return code;
  const all: Record<string, string> = { ...values, ...params };
  const coded = code.includes('?');
  return (messages as Record<string, string>)[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(all, name) ? all[name] : coded ? '-' : whole,
  );
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each message as a pattern of its whole text, its parameters captured by name.
const messagePatterns = Object.entries(messages).map(([key, text]) => {
  const names: string[] = [];
  const source = text
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key: key as MessageKey, names, pattern: new RegExp(`^${source}$`) };
});

/**
 * The key and parameters of an English message the server wrote (by a rule in the API or a
 * database trigger), so that a client can say it in its own language; undefined for a text no
 * key writes.
 */
export const messageKeyOf = (
  text: string,
): { key: MessageKey; params?: Record<string, string> } | undefined => {
  for (const { key, names, pattern } of messagePatterns) {
    const found = pattern.exec(text);
    if (!found) continue;
    if (names.length === 0) return { key };
    return { key, params: Object.fromEntries(names.map((name, index) => [name, found[index + 1]])) };
  }
  return undefined;
};
