import { describe, expect, it } from 'vitest';
import { m, pick, realty, report, request, useRealtyPortfolio } from './fixtures/realty-reports.ts';

/*
 * The leasing, sales and revenue reports on the hand-checked portfolio of fixtures/realty-reports.ts.
 * Dates: 2026-06-15 unless said otherwise. "Q7" keeps the demo company's units out.
 */
useRealtyPortfolio();

const on = { asOf: '2026-06-15', propertyNo: 'Q7' };

describe('leased / non-leased reports', () => {
  it('the rent roll: flats and shops with their rent contract, paid to date, outstanding, occupancy', async () => {
    const roll = await report('lease-units-report', on);
    expect(
      pick(roll.rows, [
        'building',
        'unitNo',
        'unitKind',
        'leasingStatus',
        'tenant',
        'contractNo',
        'contractStatus',
      ]),
    ).toEqual([
      ['Roll Tower', 'Q7-A101', 1, 'leased', 'Tenant One', realty.contract.C1.number, 1],
      ['Roll Tower', 'Q7-A102', 1, 'vacant', null, null, null],
      ['Roll Tower', 'Q7-A103', 1, 'sold', null, null, null],
      ['Roll Tower', 'Q7-A104', 1, 'blocked', null, null, null],
      // Terminated on 2026-06-30: it holds the shop, and reads valid, until then (issue 26).
      ['Roll Tower', 'Q7-S1', 3, 'leased', 'Tenant Two', realty.contract.C2.number, 1],
      ['Side Tower', 'Q7-B201', 1, 'reserved', null, null, null],
    ]);
    // C1: 36500 a year; paid 10000 (cheque) + 2500 (cash); C2: 18400 over 184 days = 36500 a year,
    // owed 18400 + 5 % VAT = 19320, nothing collected (its cheques are held).
    expect(
      pick(
        roll.rows.filter((row) => row.tenant),
        ['annualRent', 'contractAmount', 'paidToDate', 'outstanding', 'deposit'],
      ),
    ).toEqual([
      [m(36500), m(36500), m(12500), m(24000), m(1000)],
      [m(36500), m(19320), m(0), m(19320), m(500)],
    ]);
    expect(roll.totals).toMatchObject({
      annualRent: m(73000),
      contractAmount: m(55820),
      paidToDate: m(12500),
      outstanding: m(43320),
      deposit: m(1500),
      occupancy: m(33.33),
      vacancy: m(66.67),
    });
  });

  it('the rent roll narrows by building, status, tenant, kind, blocked, rent and area, and follows the date', async () => {
    const units = async (filters: Record<string, unknown>) =>
      (await report('lease-units-report', { ...on, ...filters })).rows.map((row) => row.unitNo);
    expect(await units({ buildingId: realty.building.B2 })).toEqual(['Q7-B201']);
    expect(await units({ leasingStatus: 'leased' })).toEqual(['Q7-A101', 'Q7-S1']);
    expect(await units({ leasingStatus: 'notLeased' })).toEqual(['Q7-A102', 'Q7-A103', 'Q7-A104', 'Q7-B201']);
    expect(await units({ clientId: realty.client.T2.id })).toEqual(['Q7-S1']);
    expect(await units({ kinds: ['shop'] })).toEqual(['Q7-S1']);
    expect(await units({ blockedUnits: 'blocked' })).toEqual(['Q7-A104']);
    expect(await units({ rentFrom: '30000', rentTo: '40000', areaFrom: '100' })).toEqual(['Q7-A101']);
    expect(await units({ propertyNo: 'Q7-A10' })).toHaveLength(4);
    // After the termination the shop is free; in 2025 C3 held Q7-A102.
    const july = await report('lease-units-report', { ...on, asOf: '2026-07-01' });
    expect(july.rows.find((row) => row.unitNo === 'Q7-S1')?.leasingStatus).toBe('vacant');
    expect(july.totals.occupancy).toBe(m(16.67));
    const before = await report('lease-units-report', { ...on, asOf: '2025-06-01' });
    expect(
      pick(
        before.rows.filter((row) => row.tenant),
        ['unitNo', 'tenant', 'paidToDate'],
      ),
    ).toEqual([['Q7-A102', 'Tenant One', m(0)]]);
  });

  it('parking, lands and villas: each its own kind', async () => {
    const parking = await report('lease-parking-report', on);
    expect(pick(parking.rows, ['unitNo', 'leasingStatus', 'tenant', 'annualRent', 'outstanding'])).toEqual([
      ['Q7-P1', 'leased', 'Tenant Two', m(3650), m(3650)],
    ]);
    expect(parking.totals).toMatchObject({ occupancy: m(100), vacancy: m(0) });
    expect((await report('lease-parking-report', { ...on, leasingStatus: 'notLeased' })).rows).toEqual([]);
    expect((await report('lease-parking-report', { ...on, clientId: realty.client.T1.id })).rows).toEqual([]);
    expect((await report('lease-parking-report', { ...on, buildingId: realty.building.B2 })).rows).toEqual(
      [],
    );
    const lands = await report('lease-lands-report', on);
    expect(pick(lands.rows, ['unitNo', 'unitKind', 'leasingStatus', 'area'])).toEqual([
      ['Q7-L1', 4, 'sold', '1000.00'],
    ]);
    expect((await report('lease-lands-report', { ...on, leasingStatus: 'leased' })).rows).toEqual([]);
    expect((await report('lease-lands-report', { ...on, areaTo: '999' })).rows).toEqual([]);
    expect((await report('lease-lands-report', { ...on, propertyNo: 'Q7-X' })).rows).toEqual([]);
    const villas = await report('lease-villas-report', on);
    expect(pick(villas.rows, ['unitNo', 'unitKind', 'leasingStatus', 'area'])).toEqual([
      ['Q7-V1', 5, 'vacant', '400.00'],
    ]);
    expect(villas.totals).toMatchObject({ occupancy: m(0), vacancy: m(100) });
    expect((await report('lease-villas-report', { ...on, leasingStatus: 'leased' })).rows).toEqual([]);
    expect((await report('lease-villas-report', { ...on, areaFrom: '401' })).rows).toEqual([]);
    expect((await report('lease-villas-report', { ...on, blockedUnits: 'blocked' })).rows).toEqual([]);
  });
});

describe('vacating, reservations and activity', () => {
  it('units that will be vacated within the days given', async () => {
    const soon = await report('units-will-vacated-report', { ...on, days: 200 });
    expect(
      pick(soon.rows, ['contractNo', 'tenant', 'unitNo', 'endDate', 'daysLeft', 'contractAmount']),
    ).toEqual([
      // Terminated on 2026-06-30: it leaves then, not at its end.
      [realty.contract.C2.number, 'Tenant Two', 'Q7-S1', '2026-08-31', 15, m(19320)],
      [realty.contract.C5.number, 'Tenant Two', 'Q7-P1', '2026-12-31', 199, m(3650)],
      [realty.contract.C1.number, 'Tenant One', 'Q7-A101', '2026-12-31', 199, m(36500)],
    ]);
    expect(soon.totals.contractAmount).toBe(m(59470));
    const rows = async (filters: Record<string, unknown>) =>
      (await report('units-will-vacated-report', { ...on, days: 200, ...filters })).rows.map(
        (row) => row.unitNo,
      );
    expect(await rows({ days: 100 })).toEqual(['Q7-S1']);
    expect(await rows({ days: 14 })).toEqual([]);
    expect(await rows({ clientId: realty.client.T1.id })).toEqual(['Q7-A101']);
    expect(await rows({ kinds: ['parking'] })).toEqual(['Q7-P1']);
    expect(await rows({ buildingId: realty.building.B2 })).toEqual([]);
    // The 30-day default: only the shop leaves by 2026-07-15.
    expect(await rows({ days: undefined })).toEqual(['Q7-S1']);
  });

  it('reserved units: booked or cancelled, with the days left', async () => {
    const booked = await report('reserved-units-report', on);
    expect(
      pick(booked.rows, [
        'building',
        'unitNo',
        'customer',
        'bookDate',
        'endBookDate',
        'booking',
        'remainingDays',
      ]),
    ).toEqual([['Side Tower', 'Q7-B201', 'Tenant One', '2026-06-01', '2026-07-15', 'reserved', 30]]);
    const count = async (filters: Record<string, unknown>) =>
      (await report('reserved-units-report', { ...on, ...filters })).count;
    expect(await count({ booking: 'canceled' })).toBe(0);
    expect(await count({ asOf: '2026-08-01', booking: 'canceled' })).toBe(1);
    expect(await count({ remainingDaysBelow: 30 })).toBe(0);
    expect(await count({ remainingDaysBelow: 31 })).toBe(1);
    expect(await count({ bookFrom: '2026-06-02' })).toBe(0);
    expect(await count({ buildingId: realty.building.B1 })).toBe(0);
    expect(await count({ accountId: realty.client.T2.accountId })).toBe(0);
  });

  it('leased property activity: the days of the range no contract held each unit', async () => {
    const range = { from: '2026-01-01', to: '2026-06-30', propertyNo: 'Q7' };
    const activity = await report('leased-property-activity-report', {
      ...range,
      buildingId: realty.building.B1,
    });
    expect(pick(activity.rows, ['unitNo', 'contracts', 'clients', 'leasedDays', 'emptyDays'])).toEqual([
      ['Q7-A101', '1', 'Tenant One', '181', '0'],
      ['Q7-A102', '0', null, '0', '181'],
      ['Q7-A103', '0', null, '0', '181'],
      ['Q7-A104', '0', null, '0', '181'],
      ['Q7-P1', '1', 'Tenant Two', '181', '0'],
      // 2026-03-01 to the day before the termination, 2026-06-29: 121 days; Jan and Feb, 59, and the 30th.
      ['Q7-S1', '1', 'Tenant Two', '121', '60'],
    ]);
    expect(activity.totals).toMatchObject({ contracts: m(3), leasedDays: m(483), emptyDays: m(603) });
    const units = async (filters: Record<string, unknown>) =>
      (await report('leased-property-activity-report', { ...range, ...filters })).rows.map(
        (row) => row.unitNo,
      );
    expect(await units({ clientId: realty.client.T2.id })).toEqual(['Q7-P1', 'Q7-S1']);
    expect(await units({ kinds: ['villa', 'land'] })).toEqual(['Q7-L1', 'Q7-V1']);
    expect(await units({ buildingId: realty.building.B1, minEmptyDays: 100 })).toEqual([
      'Q7-A102',
      'Q7-A103',
      'Q7-A104',
    ]);
    // 2025: C3 held Q7-A102 the whole year.
    const year = await report('leased-property-activity-report', {
      from: '2025-01-01',
      to: '2025-12-31',
      propertyNo: 'Q7-A102',
    });
    expect(pick(year.rows, ['unitNo', 'leasedDays', 'emptyDays'])).toEqual([['Q7-A102', '365', '0']]);
    const reversed = await request('POST', '/reports/leased-property-activity-report', {
      from: '2026-02-01',
      to: '2026-01-01',
    });
    expect(reversed.statusCode).toBe(400);
    const missing = await request('POST', '/reports/leased-property-activity-report', {});
    expect(missing.statusCode).toBe(400);
  });

  it('unit condition for construction: every unit and what holds it', async () => {
    const all = await report('unit-condition-for-construction-report', on);
    expect(pick(all.rows, ['unitNo', 'condition', 'from', 'to'])).toEqual([
      ['Q7-L1', 'sold', '2026-03-01', null],
      ['Q7-V1', 'vacant', null, null],
      ['Q7-A101', 'leased', '2026-01-01', '2026-12-31'],
      ['Q7-A102', 'vacant', null, null],
      ['Q7-A103', 'sold', '2026-02-01', null],
      ['Q7-A104', 'blocked', null, null],
      ['Q7-P1', 'leased', '2026-01-01', '2026-12-31'],
      ['Q7-S1', 'leased', '2026-03-01', '2026-08-31'],
      ['Q7-B201', 'reserved', '2026-06-01', '2026-07-15'],
    ]);
    expect(all.totals.units).toBe(m(9));
    const units = async (filters: Record<string, unknown>) =>
      (await report('unit-condition-for-construction-report', { ...on, ...filters })).rows.map(
        (row) => row.unitNo,
      );
    expect(await units({ conditions: ['sold', 'reserved'] })).toEqual(['Q7-L1', 'Q7-A103', 'Q7-B201']);
    expect(await units({ buildingId: realty.building.B2 })).toEqual(['Q7-B201']);
    expect(await units({ kinds: ['shop', 'parking'] })).toEqual(['Q7-P1', 'Q7-S1']);
  });
});

describe('sold / unsold reports', () => {
  it('flats and shops: the sale holding each, and sold + unsold = all units', async () => {
    const all = await report('sold-units-report', on);
    expect(
      pick(all.rows, [
        'unitNo',
        'saleStatus',
        'customer',
        'contractDate',
        'contractAmount',
        'totalUncollected',
      ]),
    ).toEqual([
      ['Q7-A101', 'unsold', null, null, null, null],
      ['Q7-A102', 'unsold', null, null, null, null],
      ['Q7-A103', 'sold', 'Buyer Three', '2026-02-01', m(500000), m(500000)],
      ['Q7-A104', 'unsold', null, null, null, null],
      ['Q7-S1', 'unsold', null, null, null, null],
      ['Q7-B201', 'unsold', null, null, null, null],
    ]);
    expect(all.totals).toMatchObject({ soldUnits: m(1), contractAmount: m(500000), totalCollected: m(0) });
    const sold = await report('sold-units-report', { ...on, saleStatus: 'sold' });
    const unsold = await report('sold-units-report', { ...on, saleStatus: 'unsold' });
    expect(sold.count + unsold.count).toBe(all.count);
    expect(sold.rows.map((row) => row.unitNo)).toEqual(['Q7-A103']);
    // Over the whole company too, the demo's units included.
    const everyUnit = (
      await realty.t.db.query<{ n: number }>(
        'select (select count(*) from apartments) + (select count(*) from shops) as n',
      )
    ).rows[0].n;
    const [allUnits, soldUnits, unsoldUnits] = await Promise.all(
      ['all', 'sold', 'unsold'].map((saleStatus) => report('sold-units-report', { saleStatus })),
    );
    expect(allUnits.count).toBe(Number(everyUnit));
    expect(soldUnits.count + unsoldUnits.count).toBe(allUnits.count);
    expect(Number(soldUnits.totals.soldUnits)).toBe(soldUnits.count);
    // Before the sale's delivery the flat was unsold.
    expect(
      (await report('sold-units-report', { ...on, asOf: '2026-01-31', saleStatus: 'sold' })).rows,
    ).toEqual([]);
    expect((await report('sold-units-report', { ...on, clientId: realty.client.T1.id })).rows).toEqual([]);
    expect(
      (await report('sold-units-report', { ...on, kinds: ['shop'] })).rows.map((row) => row.unitNo),
    ).toEqual(['Q7-S1']);
    expect(
      (await report('sold-units-report', { ...on, areaFrom: '150' })).rows.map((row) => row.unitNo),
    ).toEqual(['Q7-A103']);
  });

  it('lands and villas', async () => {
    const lands = await report('sold-lands-report', on);
    expect(
      pick(lands.rows, [
        'unitNo',
        'saleStatus',
        'customer',
        'contractAmount',
        'totalCollected',
        'totalUncollected',
      ]),
    ).toEqual([['Q7-L1', 'sold', 'Buyer Three', m(200000), m(0), m(200000)]]);
    expect((await report('sold-lands-report', { ...on, saleStatus: 'unsold' })).rows).toEqual([]);
    expect((await report('sold-lands-report', { ...on, asOf: '2026-02-28' })).rows[0].saleStatus).toBe(
      'unsold',
    );
    expect((await report('sold-lands-report', { ...on, clientId: realty.client.T3.id })).count).toBe(1);
    expect((await report('sold-lands-report', { ...on, areaTo: '10' })).count).toBe(0);
    const villas = await report('sold-villas-report', on);
    expect(pick(villas.rows, ['unitNo', 'saleStatus'])).toEqual([['Q7-V1', 'unsold']]);
    expect((await report('sold-villas-report', { ...on, saleStatus: 'sold' })).count).toBe(0);
    expect((await report('sold-villas-report', { ...on, propertyNo: 'Q7-Z' })).count).toBe(0);
    expect((await report('sold-villas-report', { ...on, areaFrom: '500' })).count).toBe(0);
  });
});

describe('changes of flats pricing', () => {
  it('rent: the rental price history with the change from the price before', async () => {
    const rent = await report('changes-flats-rent-pricing-report', { propertyNo: 'Q7' });
    expect(
      pick(rent.rows, ['building', 'unitNo', 'date', 'previousPrice', 'price', 'change', 'currency']),
    ).toEqual([
      ['Roll Tower', 'Q7-A101', '2026-01-01', null, m(3000), null, 'AED'],
      ['Roll Tower', 'Q7-A101', '2026-06-01', m(3000), m(3200), m(200), 'AED'],
    ]);
    const dates = async (filters: Record<string, unknown>) =>
      (await report('changes-flats-rent-pricing-report', { propertyNo: 'Q7', ...filters })).rows.map(
        (row) => row.date,
      );
    expect(await dates({ from: '2026-02-01' })).toEqual(['2026-06-01']);
    expect(await dates({ to: '2026-02-01' })).toEqual(['2026-01-01']);
    expect(await dates({ buildingId: realty.building.B2 })).toEqual([]);
    expect(await dates({ areaTo: '100' })).toEqual([]);
  });

  it('sale: the selling price history', async () => {
    const sale = await report('changes-flats-sale-pricing-report', { propertyNo: 'Q7' });
    expect(pick(sale.rows, ['unitNo', 'date', 'price'])).toEqual([['Q7-A103', '2025-06-01', m(480000)]]);
    expect(
      (await report('changes-flats-sale-pricing-report', { propertyNo: 'Q7', from: '2026-01-01' })).count,
    ).toBe(0);
    expect((await report('changes-flats-sale-pricing-report', { propertyNo: 'Q7-A101' })).count).toBe(0);
    expect(
      (await report('changes-flats-sale-pricing-report', { propertyNo: 'Q7', areaFrom: '151' })).count,
    ).toBe(0);
  });
});

describe('revenues', () => {
  const half = { from: '2026-01-01', to: '2026-06-30', propertyNo: 'Q7' };

  it('rent earned pro rata by day in the range, with what was billed and collected in it', async () => {
    const earned = await report('earning-rental-income-earned-report', half);
    expect(
      pick(earned.rows, [
        'contractNo',
        'unitNo',
        'discountedAmount',
        'contractDays',
        'dailyIncome',
        'revenueDays',
        'income',
        'billed',
        'collected',
      ]),
    ).toEqual([
      // C5: 3650 over 365 days = 10 a day, 181 days.
      [realty.contract.C5.number, 'Q7-P1', m(3650), 365, m(10), '181', m(1810), m(3650), m(0)],
      // C2: 18400 over 184 days = 100 a day, earning until the day before its termination: 121 days.
      [realty.contract.C2.number, 'Q7-S1', m(18400), 184, m(100), '121', m(12100), m(18400), m(0)],
      // C1: 100 a day, 181 days; cash 2500 + the cheque collected 10000.
      [realty.contract.C1.number, 'Q7-A101', m(36500), 365, m(100), '181', m(18100), m(36500), m(12500)],
    ]);
    expect(earned.totals).toMatchObject({ income: m(32010), billed: m(58550), collected: m(12500) });
    const contracts = async (filters: Record<string, unknown>) =>
      (await report('earning-rental-income-earned-report', { ...half, ...filters })).rows.map(
        (row) => row.unitNo,
      );
    expect(await contracts({ terminationCase: 'terminated' })).toEqual(['Q7-S1']);
    expect(await contracts({ terminationCase: 'notTerminated' })).toEqual(['Q7-P1', 'Q7-A101']);
    expect(await contracts({ clientId: realty.client.T1.id })).toEqual(['Q7-A101']);
    expect(await contracts({ buildingId: realty.building.B2 })).toEqual([]);
    expect(await contracts({ from: '2025-01-01', to: '2025-12-31' })).toEqual(['Q7-A102']);
    // January alone: 31 days each, nothing billed by C2 yet; the cash came in January.
    const january = await report('earning-rental-income-earned-report', { ...half, to: '2026-01-31' });
    expect(pick(january.rows, ['unitNo', 'revenueDays', 'income', 'billed', 'collected'])).toEqual([
      ['Q7-P1', '31', m(310), m(3650), m(0)],
      ['Q7-A101', '31', m(3100), m(36500), m(2500)],
    ]);
  });

  it('unrealized: billed or collected and not yet earned; earned + unrealized = value to date, per contract', async () => {
    const at = '2026-06-30';
    const open = await report('unrealized', { asOf: at, propertyNo: 'Q7' });
    expect(pick(open.rows, ['contractNo', 'valueToDate', 'earnedToDate', 'unrealized'])).toEqual([
      [realty.contract.C5.number, m(3650), m(1810), m(1840)],
      // Terminated by then: its value is what it earned.
      [realty.contract.C2.number, m(12100), m(12100), m(0)],
      [realty.contract.C1.number, m(36500), m(18100), m(18400)],
      [realty.contract.C3.number, m(36500), m(36500), m(0)],
    ]);
    expect(open.totals).toMatchObject({
      valueToDate: m(88750),
      earnedToDate: m(68510),
      unrealized: m(20240),
    });
    // The reconciliation, for several dates: the earned report from the first contract's start to
    // the date, plus the unrealized at the date, is the contract value to date of each contract.
    for (const day of ['2025-06-30', '2026-01-31', '2026-06-15', '2026-06-30', '2026-12-31']) {
      const earned = await report('earning-rental-income-earned-report', {
        from: '2025-01-01',
        to: day,
        propertyNo: 'Q7',
      });
      const unearned = await report('unrealized', { asOf: day, propertyNo: 'Q7' });
      for (const row of unearned.rows) {
        const income = earned.rows.find((line) => line.contractNo === row.contractNo)?.income ?? m(0);
        expect(m(Number(income) + Number(row.unrealized)), `${day} ${row.contractNo}`).toBe(row.valueToDate);
      }
    }
    const rows = async (filters: Record<string, unknown>) =>
      (await report('unrealized', { asOf: at, propertyNo: 'Q7', ...filters })).rows.map((row) => row.unitNo);
    expect(await rows({ clientId: realty.client.T2.id })).toEqual(['Q7-P1', 'Q7-S1']);
    expect(await rows({ terminationCase: 'terminated' })).toEqual(['Q7-S1']);
    expect(await rows({ buildingId: realty.building.B2 })).toEqual([]);
    expect(await rows({ propertyNo: 'Q7-A' })).toEqual(['Q7-A101', 'Q7-A102']);
  });
});

describe('tenant ageing', () => {
  it('ages the ledger balance and the overdue held cheques; cheques not yet due do not count', async () => {
    const ages = await report('tenant-ages', { asOf: '2026-06-15', buildingId: realty.building.B1 });
    expect(
      pick(ages.rows, [
        'tenant',
        'ledgerBalance',
        'overdueCheques',
        'balance',
        'age0',
        'age1',
        'age2',
        'age3',
        'older',
      ]),
    ).toEqual([
      // C4 (500000 + 500 deposit, 2026-02-01, 134 days) and C6 (200000 + 500, 2026-03-01, 106 days).
      ['Buyer Three', m(701000), m(0), m(701000), m(0), m(0), m(0), m(200500), m(500500)],
      // 37000 (2025) + 37500 (2026-01-01, 165 days) − 2500 cash − 10000 cheque: all older than 120 days.
      ['Tenant One', m(62000), m(0), m(62000), m(0), m(0), m(0), m(0), m(62000)],
      // 4150 (C5) + 19820 (C2: 18400 + 920 VAT + 500) − two cheques of 6000 = 11970, the newest debit's
      // part (2026-03-01, 106 days); the cheque due 2026-03-01 and not collected adds 6000, the one due
      // 2026-09-01 does not.
      ['Tenant Two', m(11970), m(6000), m(17970), m(0), m(0), m(0), m(17970), m(0)],
    ]);
    expect(ages.totals).toMatchObject({ balance: m(780970), overdueCheques: m(6000) });
    expect(ages.columns.map((column) => column.key)).toContain('age3');
    const tenants = async (filters: Record<string, unknown>) =>
      (
        await report('tenant-ages', { asOf: '2026-06-15', buildingId: realty.building.B1, ...filters })
      ).rows.map((row) => row.tenant);
    expect(await tenants({ clientId: realty.client.T2.id })).toEqual(['Tenant Two']);
    expect(await tenants({ minBalance: '100000' })).toEqual(['Buyer Three']);
    expect(await tenants({ buildingId: realty.building.B2 })).toEqual([]);
    // Before the cheque fell due, only the ledger: 11970, half of it then 0-29 days old.
    const early = await report('tenant-ages', { asOf: '2026-02-28', clientId: realty.client.T2.id });
    expect(pick(early.rows, ['balance', 'overdueCheques', 'age1', 'age2'])).toEqual([
      [m(4150), m(0), m(4150), m(0)],
    ]);
    // Buckets of 60 days, two of them.
    const wide = await report('tenant-ages', {
      asOf: '2026-06-15',
      clientId: realty.client.T2.id,
      period: 60,
      periods: 2,
    });
    expect(pick(wide.rows, ['age0', 'age1', 'older'])).toEqual([[m(0), m(17970), m(0)]]);
  });
});

describe('the realty reports', () => {
  it('refuse bad filters with a 400 on the field', async () => {
    const bad = await request('POST', '/reports/lease-units-report', {
      leasingStatus: 'rented',
      kinds: ['villa'],
      rentFrom: '10',
      rentTo: '5',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().codes).toMatchObject({
      leasingStatus: 'invalidOption',
      'kinds.0': 'invalidOption',
      rentTo: 'rangeReversed',
    });
  });

  it("answer at the reference's API names too", async () => {
    for (const [name, key] of [
      ['leased-units', 'lease-units-report'],
      ['leased-lands', 'lease-lands-report'],
      ['leased-villas', 'lease-villas-report'],
      ['leased-parking', 'lease-parking-report'],
      ['leased-property-contract', 'leased-property-activity-report'],
      ['sold-units', 'sold-units-report'],
      ['land-sold', 'sold-lands-report'],
      ['villa-sold', 'sold-villas-report'],
    ]) {
      const filters = {
        ...on,
        ...(key.startsWith('leased-property') ? { from: '2026-01-01', to: '2026-06-30' } : {}),
      };
      if (key.startsWith('leased-property')) delete (filters as Record<string, unknown>).asOf;
      expect(await report(name, filters), name).toEqual(await report(key, filters));
    }
  });

  it('are listed with their menu place and the rules behind their computed columns', async () => {
    const listed = (await request('GET', '/reports')).json().data as {
      key: string;
      group: string;
      columns: { key: string; help?: string }[];
    }[];
    const roll = listed.find((one) => one.key === 'lease-units-report');
    expect(roll?.group).toBe('realityReports');
    expect(roll?.columns.find((column) => column.key === 'annualRent')?.help).toMatch(/365/);
    expect(listed.find((one) => one.key === 'tenant-ages')?.group).toBe('accountingReports');
  });
});
