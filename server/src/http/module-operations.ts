import { alertKinds } from '@aqar/domain/alerts/alerts';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import {
  opCollection,
  opPartialCollection,
  opReturn,
} from '@aqar/domain/entities/accounting/cheque-operations';
import { contract } from '@aqar/domain/entities/contracts/contract';
import { ownerStatement } from '@aqar/domain/entities/owners/owner-statement';
import { isUnitEntity } from '@aqar/domain/entities/realty/unit-fields';
import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { entities, entityByKey } from '@aqar/domain/registry';
import { customerAccountStatement } from '@aqar/domain/reports/customer-account-statement';
import { reports } from '@aqar/domain/reports/report-registry';
import {
  anySuccessSchema,
  type JsonSchema,
  listPageSchema,
  recordRef,
  reportResultSchema,
  successSchema,
} from './response-schemas.ts';

/**
 * The names, summaries and answers of the routes the modules add beside the generic resource
 * routes (which name their own, resource-routes.ts), by `METHOD path`. A route missing here is
 * still documented: its name and summary are made from its method and path, its success as any
 * `{ success: true, … }`.
 */
export interface OperationDoc {
  operationId: string;
  summary: string;
  response?: Record<number, JsonSchema>;
}

const definition = (key: string): EntityDefinition => {
  const found = entityByKey(key);
  if (!found) throw new Error(`No entity ${key}`);
  return found;
};

const record = (entity: EntityDefinition, description = 'The record') =>
  successSchema(recordRef(entity), {}, description);

const recordOrNull = (entity: EntityDefinition, description: string) =>
  successSchema({ anyOf: [recordRef(entity), { type: 'null' }] }, {}, description);

const position = successSchema(
  {
    type: 'object',
    required: ['number', 'id'],
    properties: { number: { type: 'integer' }, id: { type: 'string', format: 'uuid' } },
  },
  {},
  'The record there: its number and id',
);

const nothing = (description: string) => successSchema({ type: 'null' }, {}, description);

const orNullText = { type: ['string', 'null'] };
/** The company's letterhead (modules/settings/letterhead-routes.ts). */
const letterhead: JsonSchema = {
  type: 'object',
  properties: {
    logo: { ...orNullText, description: 'A PNG, JPEG or SVG data URL' },
    nameAr: orNullText,
    nameEn: orNullText,
    address: orNullText,
    trn: { ...orNullText, description: 'Tax registration number' },
  },
};

/** The audit trail (modules/audit/audit-routes.ts): each change with who made it and the record before and after. */
const auditRow: JsonSchema = {
  type: 'object',
  required: ['id', 'at', 'entity', 'recordId', 'action'],
  properties: {
    id: { type: 'integer', description: 'The change’s sequence number' },
    at: { type: 'string', format: 'date-time' },
    actorId: { type: ['string', 'null'], format: 'uuid' },
    actorEmail: orNullText,
    actorName: { ...orNullText, description: 'The staff member’s name today' },
    entity: { type: 'string' },
    recordId: { type: 'string', format: 'uuid' },
    action: { type: 'string', enum: ['create', 'update', 'delete'] },
    before: { description: 'The record before the change (null for a create)' },
    after: { description: 'The record after the change (null for a delete)' },
  },
};
const auditPage = successSchema(
  { type: 'array', items: auditRow },
  {
    references: {
      type: 'object',
      description: 'With recordId: the display text of each record the changes refer to, by id',
      additionalProperties: { type: 'string' },
    },
  },
  'The changes, newest first',
);

const preferences = successSchema(
  {
    type: 'object',
    required: ['hijriDates'],
    properties: {
      hijriDates: { type: 'boolean', description: 'Show Umm al-Qura dates beside Gregorian ones' },
    },
  },
  {},
  'The display choices',
);
/** Alerts of the signed-in user (modules/alerts/alert-routes.ts). */
const alertKindSchema = { type: 'string', enum: [...alertKinds] };
const alertItem: JsonSchema = {
  type: 'object',
  required: ['key', 'kind', 'entity', 'recordId', 'read'],
  properties: {
    key: { type: 'string', description: 'Stable key: kind, record id, day (and expiry window)' },
    kind: alertKindSchema,
    entity: { type: 'string', description: 'Entity key of the record the alert opens' },
    recordId: { type: 'string', format: 'uuid' },
    code: { type: ['integer', 'null'], description: 'Pattern code of a document made through a pattern' },
    number: orNullText,
    name: orNullText,
    amount: { type: ['string', 'null'], description: 'A decimal amount' },
    currency: orNullText,
    day: { type: ['string', 'null'], format: 'date' },
    daysLeft: { type: ['integer', 'null'], description: 'Days from today to the day (negative when past)' },
    read: { type: 'boolean' },
  },
};
const alertPageSchema: JsonSchema = {
  type: 'object',
  required: ['items', 'count', 'unread', 'page', 'pageSize'],
  properties: {
    items: { type: 'array', items: alertItem },
    count: { type: 'integer' },
    unread: { type: 'integer' },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
};
const alertSettingsDoc: JsonSchema = {
  type: 'object',
  required: ['kinds', 'digest'],
  properties: {
    kinds: {
      type: 'object',
      properties: Object.fromEntries(
        alertKinds.map((kind) => [
          kind,
          {
            type: 'object',
            required: ['enabled', 'days'],
            properties: { enabled: { type: 'boolean' }, days: { type: ['integer', 'null'] } },
          },
        ]),
      ),
    },
    digest: { type: 'boolean', description: 'A daily mail of the alerts (when the server can send mail)' },
  },
};

const money = { type: 'string', description: 'A decimal amount' };
const chequeLines = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'amount'],
    properties: {
      id: { type: 'string', format: 'uuid' },
      internalNumber: { type: ['string', 'null'] },
      dueDate: { type: ['string', 'null'], format: 'date' },
      amount: money,
    },
  },
};

/** A move-out settlement's figures (domain/src/entities/contracts/settlement.ts). */
const settlementFigures: JsonSchema = {
  type: 'object',
  required: ['terminationDate', 'earned', 'unearned', 'paid', 'deposit', 'fines', 'balance'],
  // A stored settlement adds what it did (hand-backs, the voucher) and what an undo puts back.
  additionalProperties: true,
  properties: {
    evacuationDate: { type: ['string', 'null'], format: 'date' },
    handedBackIds: { type: 'array', items: { type: 'string', format: 'uuid' } },
    voucher: {
      anyOf: [
        {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            kind: { type: 'string', enum: ['payment', 'receipt'] },
            accountId: { type: 'string', format: 'uuid' },
          },
        },
        { type: 'null' },
      ],
    },
    settledAt: { type: 'string', format: 'date' },
    terminationDate: { type: 'string', format: 'date' },
    timing: { type: 'string', enum: ['early', 'onTime', 'late'] },
    contractDays: { type: 'integer' },
    usedDays: { type: 'integer' },
    rentForTerm: money,
    unearned: money,
    earned: money,
    otherFees: money,
    paidByCheques: money,
    paidInCash: money,
    paid: money,
    kept: chequeLines,
    keptTotal: money,
    handBack: chequeLines,
    handBackTotal: money,
    bounced: chequeLines,
    bouncedTotal: money,
    outstanding: money,
    deposit: money,
    fines: money,
    depositAfterDeductions: money,
    balance: {
      ...money,
      description: 'The client’s account after posting: above zero owed by the tenant, below due to them',
    },
    ownerRestAmount: money,
  },
};

/** A hit of the global search (modules/realty/lease-search.ts). */
const searchHit: JsonSchema = {
  type: 'object',
  required: ['kind', 'entity', 'id', 'number', 'code', 'label', 'detail'],
  properties: {
    kind: { type: 'string', enum: ['units', 'contracts', 'cheques'] },
    entity: { type: 'string', description: 'The entity key, to open it' },
    id: { type: 'string', format: 'uuid' },
    number: { type: 'integer' },
    code: { type: ['integer', 'null'], description: 'The pattern code of a document' },
    label: { type: 'string' },
    detail: { ...orNullText, description: 'The building, tenant or due date beside the label' },
  },
};

/** A contract's summary header (modules/contracts/contract-summary.ts). */
const contractSummarySchema: JsonSchema = {
  type: 'object',
  required: ['id', 'value', 'paidToDate', 'outstanding', 'overdue', 'nextCheque', 'depositHeld', 'today'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    number: { type: ['integer', 'null'] },
    status: { type: ['integer', 'null'] },
    tenant: {
      type: 'object',
      properties: { id: { type: ['string', 'null'] }, name: orNullText },
    },
    unit: {
      type: 'object',
      properties: {
        entity: orNullText,
        id: { type: ['string', 'null'] },
        label: orNullText,
        building: orNullText,
      },
    },
    startDate: { type: ['string', 'null'], format: 'date' },
    endDate: { type: ['string', 'null'], format: 'date' },
    currencyId: { type: ['string', 'null'] },
    today: { type: 'string', format: 'date' },
    value: { ...money, description: 'The contract value with its VAT' },
    paidToDate: { ...money, description: 'Collected cheques, partial collections and receipts' },
    outstanding: { ...money, description: 'The value less what was paid' },
    overdue: { ...money, description: 'What cheques due before today (and bounced ones) leave to collect' },
    nextCheque: {
      anyOf: [
        {
          type: 'object',
          required: ['id', 'amount'],
          properties: {
            id: { type: 'string', format: 'uuid' },
            number: { type: ['integer', 'null'] },
            internalNumber: orNullText,
            dueDate: { type: ['string', 'null'], format: 'date' },
            amount: money,
          },
        },
        { type: 'null' },
      ],
    },
    depositHeld: money,
  },
};

const settlementPreview = successSchema(
  {
    type: 'object',
    required: ['settlement', 'eligible'],
    properties: { settlement: settlementFigures, eligible: chequeLines },
  },
  {},
  'The settlement as it would post, and the cheques that may be handed back',
);

const settlementPosted = successSchema(
  {
    type: 'object',
    required: ['settlement', 'clientBalance', 'record'],
    properties: { settlement: settlementFigures, clientBalance: money, record: recordRef(contract) },
  },
  {},
  'Settled: the figures, the client’s balance after posting and the contract',
);

const day = { type: 'string', format: 'date' };
const orNullMoney = { type: ['string', 'null'], description: 'A decimal amount' };

/** A renewal as it would be saved (modules/contracts/contract-renewal.ts `previewRenewal`). */
const renewalPreview = successSchema(
  {
    type: 'object',
    required: ['previous', 'renewal', 'escalationPercent', 'increase'],
    properties: {
      previous: {
        type: 'object',
        required: ['id', 'number', 'startDurationDate', 'endDurationDate', 'contractValue'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          number: { type: ['integer', 'null'] },
          govNumber: orNullText,
          startDurationDate: day,
          endDurationDate: day,
          contractValue: money,
          finalPrice: orNullMoney,
          currentSecuringValue: orNullMoney,
        },
      },
      renewal: {
        type: 'object',
        description:
          'The new contract: the old one’s pattern, unit and client (with their labels), its term and price chain',
        required: [
          'startDurationDate',
          'endDurationDate',
          'contractDuration',
          'days',
          'contractValue',
          'finalPrice',
          'previousSecuring',
        ],
        additionalProperties: true,
        properties: {
          issueDate: day,
          startDurationDate: day,
          endDurationDate: day,
          contractDuration: { type: 'integer' },
          days: { type: 'integer', description: 'Days of the new term, both ends counted' },
          contractValue: money,
          discountRate: orNullMoney,
          discountValue: money,
          priceBeforeVat: money,
          vatRate: orNullMoney,
          vatValue: money,
          finalPrice: money,
          previousSecuring: { ...money, description: 'The old contract’s deposit, carried' },
          currentSecuringValue: money,
          paidType: { type: ['integer', 'null'] },
          contractsNumberPrev: { type: 'integer' },
          previousContractId: { type: 'string', format: 'uuid' },
        },
      },
      escalationPercent: {
        type: 'string',
        description: 'The percentage applied, or the one a new value amounts to',
      },
      increase: { ...money, description: 'New contract value − old contract value' },
    },
  },
  {},
  'The renewal as it would be saved; nothing is written',
);

const session = successSchema(
  {
    type: 'object',
    required: ['user', 'accessToken', 'refreshToken', 'expiresIn'],
    properties: {
      user: { type: 'object', additionalProperties: true },
      accessToken: { type: 'string', description: 'Bearer token for the Authorization header' },
      refreshToken: { type: 'string' },
      expiresIn: { type: 'integer', description: 'Seconds the access token lives' },
    },
  },
  {},
  'Signed in: the account and its tokens',
);

const v1 = '/api/v1';

const decimalText = { type: 'string', description: 'Exact decimal' };
const nullableText = { type: ['string', 'null'] };
const materialBalancesSchema: JsonSchema = {
  type: 'object',
  required: ['materialId', 'averageCost', 'balances'],
  properties: {
    materialId: { type: 'string', format: 'uuid' },
    averageCost: { ...decimalText, description: 'Moving average cost of one first unit' },
    balances: {
      type: 'array',
      items: {
        type: 'object',
        required: ['storeId', 'storeName', 'quality1', 'belowMinimum', 'aboveMaximum'],
        properties: {
          storeId: { type: 'string', format: 'uuid' },
          storeName: { type: 'string' },
          storeLtnname: nullableText,
          unit1: nullableText,
          quality1: decimalText,
          unit2: nullableText,
          quality2: nullableText,
          unit3: nullableText,
          quality3: nullableText,
          minimum: nullableText,
          maximum: nullableText,
          belowMinimum: { type: 'boolean' },
          aboveMaximum: { type: 'boolean' },
        },
      },
    },
  },
};

const unitOperations = entities.filter(isUnitEntity).map((entity): [string, OperationDoc] => [
  `GET ${v1}${entity.api}/available`,
  {
    operationId: `listAvailable${entity.key[0].toUpperCase()}${entity.key.slice(1)}`,
    summary: `List ${entity.key} units free over the days asked (a page)`,
    response: { 200: listPageSchema(entity, 'A page of free units') },
  },
]);

const pascal = (text: string) =>
  text.replace(/(^|[-_.])(\w)/g, (_match, _sep, letter: string) => letter.toUpperCase());

/** Each report of the registry: its run, answered with its columns, rows and totals. */
const reportOperations = reports.map((report): [string, OperationDoc] => [
  `POST ${v1}/reports/${report.key}`,
  {
    operationId: `run${pascal(report.key)}Report`,
    summary: `Run the ${report.key} report: a page of rows, with the totals over all of them`,
    response: { 200: reportResultSchema(report) },
  },
]);

const navigation = (at: string, summary: string): [string, OperationDoc] => [
  `POST ${v1}/pagination/${at}`,
  {
    operationId: `navigate${pascal(at)}`,
    summary,
    response: { 200: position },
  },
];

export const moduleOperations: ReadonlyMap<string, OperationDoc> = new Map<string, OperationDoc>([
  [
    `POST ${v1}/auth/website-signin`,
    { operationId: 'signIn', summary: 'Sign in with email and password', response: { 200: session } },
  ],
  [
    `POST ${v1}/auth/refresh`,
    { operationId: 'refreshSession', summary: 'New tokens for a refresh token', response: { 200: session } },
  ],
  [
    `POST ${v1}/auth/logout`,
    {
      operationId: 'signOut',
      summary: 'Sign out: the refresh token ends',
      response: { 200: nothing('Signed out') },
    },
  ],
  [
    `POST ${v1}/auth/forget-password`,
    {
      operationId: 'requestPasswordReset',
      summary: 'Mail a password-reset link to the account of an email',
      response: { 200: nothing('Sent if the email belongs to an account') },
    },
  ],
  [
    `POST ${v1}/auth/reset-password`,
    {
      operationId: 'resetPassword',
      summary: 'Set a new password with the token of a reset link',
      response: { 200: nothing('Changed') },
    },
  ],
  [
    `POST ${v1}/auth/change-password`,
    {
      operationId: 'changePassword',
      summary: 'Change the signed-in account’s password',
      response: { 200: nothing('Changed') },
    },
  ],
  [`GET ${v1}/auth/me`, { operationId: 'readSignedInAccount', summary: 'The signed-in account' }],
  [
    `GET ${v1}/accounts/leaves`,
    {
      operationId: 'listLeafAccounts',
      summary: 'List accounts without children, the ones entries may name (a page)',
      response: { 200: listPageSchema(definition('account')) },
    },
  ],
  [
    `GET ${v1}/accounts/suppliers-customers`,
    {
      operationId: 'listPartyAccounts',
      summary: 'List the accounts of customers, suppliers or both (a page)',
      response: { 200: listPageSchema(definition('account')) },
    },
  ],
  [
    `GET ${v1}/entries/created-from/{id}`,
    {
      operationId: 'readEntryOfDocument',
      summary: 'The entry a document generated',
      response: {
        200: successSchema(
          { type: 'object', required: ['entry'], properties: { entry: recordRef(definition('entries')) } },
          {},
          'The entry',
        ),
      },
    },
  ],
  [
    `GET ${v1}/reports`,
    {
      operationId: 'listReports',
      summary: 'Every report: its filters, columns and natural order',
      response: { 200: anySuccessSchema },
    },
  ],
  [
    `GET ${v1}/reports/journal.ledger`,
    {
      operationId: 'exportJournalLedger',
      summary: 'The journal as an hledger file',
      response: {
        200: {
          description: 'The journal, in hledger’s format',
          content: { 'text/plain': { schema: { type: 'string' } } },
        },
      },
    },
  ],
  ...reportOperations,
  [
    `POST ${v1}/reports/{key}`,
    {
      operationId: 'runUnknownReport',
      summary: 'Any other key: 404, no such report',
      response: { 404: { description: 'No such report', $ref: 'ErrorBody#' } },
    },
  ],
  [
    `GET ${v1}/settings/lock-date`,
    { operationId: 'readLockDate', summary: 'The date up to which the ledger is locked' },
  ],
  [
    `GET ${v1}/settings/letterhead`,
    {
      operationId: 'readLetterhead',
      summary: 'The company letterhead: logo, names, address, TRN',
      response: { 200: successSchema(letterhead, {}, 'The letterhead') },
    },
  ],
  [
    `PUT ${v1}/settings/letterhead`,
    {
      operationId: 'setLetterhead',
      summary: 'Change the company letterhead',
      response: { 200: successSchema(letterhead, {}, 'The letterhead saved') },
    },
  ],
  [
    `GET ${v1}/alerts`,
    {
      operationId: 'listAlerts',
      summary: 'The signed-in user’s alerts as of today, unread first, with the counts',
      response: { 200: successSchema(alertPageSchema, {}, 'A page of alerts') },
    },
  ],
  [
    `POST ${v1}/alerts/read`,
    {
      operationId: 'markAlertsRead',
      summary: 'Mark alerts read (by key, or all of today’s), or unread again',
      response: {
        200: successSchema(
          { type: 'object', required: ['marked'], properties: { marked: { type: 'integer' } } },
          {},
          'How many keys were marked',
        ),
      },
    },
  ],
  [
    `GET ${v1}/settings/alerts`,
    {
      operationId: 'readAlertSettings',
      summary: 'The signed-in user’s alert settings: each kind on or off with its days, the daily mail',
      response: { 200: successSchema(alertSettingsDoc, {}, 'The alert settings') },
    },
  ],
  [
    `PUT ${v1}/settings/alerts`,
    {
      operationId: 'setAlertSettings',
      summary: 'Change the signed-in user’s alert settings',
      response: { 200: successSchema(alertSettingsDoc, {}, 'The alert settings saved') },
    },
  ],
  [`PUT ${v1}/settings/lock-date`, { operationId: 'setLockDate', summary: 'Lock the ledger up to a date' }],
  [
    `POST ${v1}/property-values/create-with-color`,
    { operationId: 'savePropertyValues', summary: 'Save a building’s tools grid (cells with their colours)' },
  ],
  [
    `GET ${v1}/property-values/find-with-color/{buildingId}`,
    { operationId: 'readPropertyValues', summary: 'A building’s tools grid (cells with their colours)' },
  ],
  [
    `GET ${v1}/materials/{id}/balances`,
    {
      operationId: 'listMaterialBalances',
      summary: "A material's balance per store (from its store movements) and its average cost",
      response: { 200: successSchema(materialBalancesSchema, {}, 'The balances') },
    },
  ],
  [
    `GET ${v1}/buildings/unit-counts`,
    { operationId: 'countBuildingUnits', summary: 'Units per building and kind' },
  ],
  ...unitOperations,
  [
    `POST ${v1}${contract.api}/{id}`,
    {
      operationId: 'renewContract',
      summary: 'Renew a contract: the next one starts the day after its end',
      response: { 201: record(contract, 'Renewed: the new contract') },
    },
  ],
  [
    `POST ${v1}${contract.api}/{id}/renewal/preview`,
    {
      operationId: 'previewContractRenewal',
      summary:
        'Work out the renewal of a contract (term, escalated value, deposit carried) without writing anything',
      response: { 200: renewalPreview },
    },
  ],
  [
    `POST ${v1}${contract.api}/{id}/renewal`,
    {
      operationId: 'renewContractWithTerms',
      summary: 'Renew a contract on the previewed terms: the new contract and both links, in one transaction',
      response: { 201: record(contract, 'Renewed: the new contract') },
    },
  ],
  [
    `POST ${v1}${contract.api}/{id}/settlement/preview`,
    {
      operationId: 'previewContractSettlement',
      summary: 'Work out a move-out settlement without writing anything',
      response: { 200: settlementPreview },
    },
  ],
  [
    `GET ${v1}${contract.api}/{id}/settlement`,
    {
      operationId: 'readContractSettlement',
      summary: 'The move-out settlement of a contract, or null',
      response: {
        200: successSchema({ anyOf: [settlementFigures, { type: 'null' }] }, {}, 'The settlement'),
      },
    },
  ],
  [
    `POST ${v1}${contract.api}/{id}/settlement`,
    {
      operationId: 'settleContract',
      summary: 'Terminate a contract with its move-out settlement, in one transaction',
      response: { 201: settlementPosted },
    },
  ],
  [
    `DELETE ${v1}${contract.api}/{id}/settlement`,
    {
      operationId: 'undoContractSettlement',
      summary: 'Undo a move-out settlement while nothing depends on it',
      response: { 200: record(contract, 'The contract, valid again') },
    },
  ],
  [
    `GET ${v1}/users/{id}/statement`,
    {
      operationId: 'readTenantStatement',
      summary: 'A card’s statement: opening balance, every move on its account, running balance',
      response: { 200: reportResultSchema(customerAccountStatement) },
    },
  ],
  [
    `GET ${v1}/search`,
    {
      operationId: 'searchLeases',
      summary: 'Find units by number, contracts by number, tenant or unit, cheques by number',
      response: { 200: successSchema({ type: 'array', items: searchHit }, {}, 'The hits, units first') },
    },
  ],
  [
    `GET ${v1}${contract.api}/{id}/summary`,
    {
      operationId: 'readContractSummary',
      summary: 'A contract’s summary as of today: value, paid, outstanding, overdue, next cheque, deposit',
      response: { 200: successSchema(contractSummarySchema, {}, 'The summary') },
    },
  ],
  [
    `GET ${v1}${contract.api}/{id}/payments`,
    { operationId: 'listContractPayments', summary: 'A contract’s payments' },
  ],
  [
    `GET ${v1}${contract.api}/{id}/installments`,
    { operationId: 'readContractInstallments', summary: 'A contract’s installment plan and its rows' },
  ],
  [
    `GET ${v1}${contract.api}/installments/{id}/can-update`,
    { operationId: 'canUpdateInstallment', summary: 'Whether an installment plan may still change' },
  ],
  [
    `POST ${v1}${contract.api}/installments`,
    { operationId: 'createInstallment', summary: 'Create an installment plan' },
  ],
  [
    `PUT ${v1}${contract.api}/installments/{id}`,
    { operationId: 'updateInstallment', summary: 'Replace an installment plan' },
  ],
  [
    `DELETE ${v1}${contract.api}/installments/{id}`,
    { operationId: 'deleteInstallment', summary: 'Delete an installment plan' },
  ],
  [
    `POST ${v1}${contract.api}/installments/bulk-delete`,
    { operationId: 'bulkDeleteInstallment', summary: 'Delete several installment plans, all or none' },
  ],
  [
    `GET ${v1}${opCollection.api}/cheque/{chequeId}`,
    {
      operationId: 'readChequeCollection',
      summary: 'A cheque’s collection, or null',
      response: { 200: recordOrNull(opCollection, 'The collection, or null') },
    },
  ],
  [
    `GET ${v1}${opReturn.api}/cheque/{chequeId}`,
    {
      operationId: 'readChequeReturn',
      summary: 'A cheque’s latest return (the open one first), or null',
      response: { 200: recordOrNull(opReturn, 'The return, or null') },
    },
  ],
  [
    `GET ${v1}${opPartialCollection.api}/cheque/{chequeId}`,
    {
      operationId: 'readChequePartialCollection',
      summary: 'A cheque’s latest partial collection, or null',
      response: { 200: recordOrNull(opPartialCollection, 'The partial collection, or null') },
    },
  ],
  [
    `GET ${v1}${opPartialCollection.api}/next`,
    {
      operationId: 'readNextPartialCollection',
      summary: 'The next partial collection of a cheque',
      response: { 200: record(opPartialCollection) },
    },
  ],
  [
    `GET ${v1}${opPartialCollection.api}/previous`,
    {
      operationId: 'readPreviousPartialCollection',
      summary: 'The previous partial collection of a cheque',
      response: { 200: record(opPartialCollection) },
    },
  ],
  [
    `GET ${v1}${cheque.api}/{chequeId}/operation-defaults`,
    {
      operationId: 'readChequeOperationDefaults',
      summary: 'What a collection, partial collection or return starts with',
    },
  ],
  [
    `POST ${v1}${opReturn.api}/{id}/replacement`,
    { operationId: 'replaceReturnedCheque', summary: 'Record the cheque that replaces a returned one' },
  ],
  [
    `POST ${v1}${ownerStatement.api}/{id}/payout`,
    {
      operationId: 'payOwnerStatement',
      summary: "Pay an owner statement's net due with a payment voucher and mark it paid",
      response: { 201: record(ownerStatement, 'The statement, paid') },
    },
  ],
  [
    `GET ${v1}${cheque.api}/desk`,
    { operationId: 'listChequeDesk', summary: 'The cheques desk: cheques by due bucket (a page)' },
  ],
  [
    `GET ${v1}${cheque.api}/desk/buckets`,
    { operationId: 'countChequeDesk', summary: 'Cheques and amounts per due bucket' },
  ],
  [
    `POST ${v1}${cheque.api}/bulk-collect`,
    { operationId: 'collectCheques', summary: 'Collect several cheques at once' },
  ],
  [
    `GET ${v1}/users/available-workers`,
    {
      operationId: 'listAvailableWorkers',
      summary: 'Workers of a category free for a job from a start for its problem’s minutes (a page)',
      response: { 200: listPageSchema(definition('user'), 'A page of free workers') },
    },
  ],
  [
    `GET ${v1}/materials/unregister-materials`,
    { operationId: 'listUnregisteredMaterials', summary: 'Materials orders asked for that have no card' },
  ],
  [
    `GET ${v1}/materials/requested-materials`,
    { operationId: 'listRequestedMaterials', summary: 'Materials orders asked for and not received yet' },
  ],
  [
    `POST ${v1}/materials/unregister-materials/{id}/register`,
    {
      operationId: 'registerRequestedMaterial',
      summary: 'Register a requested material as a material card',
      response: { 201: record(definition('material'), 'Registered: the new material card') },
    },
  ],
  [
    `POST ${v1}/user-work-times/generate`,
    { operationId: 'generateWorkTimes', summary: 'Write a worker’s shifts over a number of days' },
  ],
  navigation('one-by', 'The record with a number or a unique value'),
  navigation('next-one', 'The record after a number'),
  navigation('previous-one', 'The record before a number'),
  navigation('first-one', 'The first record'),
  navigation('last-one', 'The last record'),
  [
    `GET ${v1}/audit`,
    {
      operationId: 'listAudit',
      summary: 'A record’s audit trail, newest first (a page)',
      response: { 200: auditPage },
    },
  ],
  [
    `GET ${v1}/preferences`,
    {
      operationId: 'readPreferences',
      summary: 'The signed-in staff member’s display choices',
      response: { 200: preferences },
    },
  ],
  [
    `PUT ${v1}/preferences`,
    {
      operationId: 'savePreferences',
      summary: 'Save the signed-in staff member’s display choices',
      response: { 200: preferences },
    },
  ],
  [`GET ${v1}/pictures`, { operationId: 'listPictures', summary: 'A record’s pictures, in order' }],
  [`POST ${v1}/pictures`, { operationId: 'addPicture', summary: 'Add a picture (image or PDF) to a record' }],
  [
    `GET ${v1}/pictures/{id}/file`,
    {
      operationId: 'readPictureFile',
      summary: 'A picture’s file',
      response: {
        200: {
          description: 'The file, with its own content type (an image or a PDF)',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        304: { description: 'Not modified since the ETag sent in If-None-Match', type: 'null' },
      },
    },
  ],
  [`DELETE ${v1}/pictures/{id}`, { operationId: 'deletePicture', summary: 'Delete a picture' }],
  [
    `PUT ${v1}/pictures/order`,
    { operationId: 'orderPictures', summary: 'Put a record’s pictures in an order' },
  ],
]);
