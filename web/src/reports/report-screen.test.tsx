import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../api/http.ts';
import { testQueryClient, withQueryClient } from '../test/render-with-providers.tsx';
import type { ReportInfo } from './report-api.ts';
import { filtersFromSearch, ReportScreen } from './report-screen.tsx';

const generalLedger: ReportInfo = {
  key: 'general-ledger',
  path: 'general-ledger-report',
  title: 'reports.general-ledger.title',
  group: 'accountingReports',
  filters: [],
  ranges: [],
  columns: [],
};

const contracts: ReportInfo = {
  ...generalLedger,
  key: 'contracts',
  path: 'contract',
  title: 'reports.contracts.title',
  group: 'realityReports',
  aliases: ['disclosure'],
};

const Where = () => {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
};

const open = (address: string) => {
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => ({
    data: { success: true, data: url === '/reports' ? [generalLedger, contracts] : [] },
  }));
  const Wrapper = withQueryClient(testQueryClient());
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/reports/:key" element={<ReportScreen />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Wrapper>,
  );
};

describe('report addresses', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answer at the address of the spec', async () => {
    open('/reports/general-ledger-report');
    await waitFor(() => expect(document.querySelector('#report-title')?.textContent).toBe('General ledger'));
    expect(screen.getByTestId('where').textContent).toBe('/reports/general-ledger-report');
  });

  it('lead from the report key to that address, keeping the query', async () => {
    open('/reports/general-ledger?from=2026-01-01');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/reports/general-ledger-report?from=2026-01-01'),
    );
    await waitFor(() => expect(document.querySelector('#report-title')?.textContent).toBe('General ledger'));
  });

  it('lead from another address of the report (disclosure) to its own', async () => {
    open('/reports/disclosure');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/reports/contract'));
    await waitFor(() => expect(document.querySelector('#report-title')?.textContent).toBe('Contract report'));
  });

  it('still say when there is no such report', async () => {
    open('/reports/no-such-report');
    await waitFor(() => expect(screen.getByText(/no-such-report/)).toBeTruthy());
  });
});

describe('a report opened from a link', () => {
  const report = {
    ...generalLedger,
    filters: [
      { key: 'from', label: 'from', type: 'date' },
      { key: 'buildingId', label: 'buildingId', type: 'reference', entity: 'building' },
      { key: 'days', label: 'days', type: 'integer', min: 0, max: 365 },
      { key: 'detailed', label: 'detailed', type: 'boolean', default: false },
      { key: 'bucket', label: 'bucket', type: 'option', values: ['d30', 'd60'], default: 'd30' },
      { key: 'kinds', label: 'kinds', type: 'options', values: ['a', 'b', 'c'] },
    ],
  } as unknown as ReportInfo;

  it('takes the filters the address gives, as the filter types read them', () => {
    expect(
      filtersFromSearch(report, '?from=2026-01-01&buildingId=b-1&days=60&detailed=true&bucket=d60&kinds=a,c'),
    ).toEqual({
      from: '2026-01-01',
      buildingId: 'b-1',
      days: 60,
      detailed: true,
      bucket: 'd60',
      kinds: ['a', 'c'],
    });
  });

  it('leaves out what a filter cannot take, and what the report does not know', () => {
    expect(filtersFromSearch(report, '?days=many&detailed=yes&bucket=d99&kinds=z&colour=red&from=')).toEqual({
      kinds: [],
    });
  });
});

describe('report cells', () => {
  afterEach(() => vi.restoreAllMocks());

  it("show option words in the reader's language and the rule behind a computed column", async () => {
    // jsdom has no resize observers nor media queries; Ant Design's table uses both.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    window.matchMedia ??= (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
    const rentRoll: ReportInfo = {
      ...generalLedger,
      key: 'lease-units-report',
      path: 'lease-units-report',
      columns: [
        { key: 'unitNo', type: 'text', label: 'x' },
        { key: 'leasingStatus', type: 'text', label: 'x', values: 'unitCondition', help: 'English rule' },
        { key: 'annualRent', type: 'money', label: 'x', total: true, help: 'English rule' },
      ],
    };
    vi.spyOn(http, 'get').mockImplementation(async (url: string) => ({
      data: { success: true, data: url === '/reports' ? [rentRoll] : [] },
    }));
    vi.spyOn(http, 'post').mockImplementation(async () => ({
      data: {
        success: true,
        data: {
          columns: rentRoll.columns,
          rows: [{ unitNo: 'A101', leasingStatus: 'leased', annualRent: '36500.0000' }],
          totals: { annualRent: '36500.0000' },
          count: 1,
          page: 0,
          pageSize: 50,
        },
      },
    }));
    const Wrapper = withQueryClient(testQueryClient());
    render(
      <Wrapper>
        <MemoryRouter initialEntries={['/reports/lease-units-report']}>
          <Routes>
            <Route path="/reports/:key" element={<ReportScreen />} />
          </Routes>
        </MemoryRouter>
      </Wrapper>,
    );
    fireEvent.click(await screen.findByTestId('report-run'));
    const table = await screen.findByTestId('report-table');
    await waitFor(() => expect(table.textContent).toContain('A101'));
    expect(table.textContent).toContain('Leased');
    expect(table.textContent).not.toContain('leased');
    // The reports' own words for the rule, not the definition's English.
    expect(screen.getAllByRole('img', { name: /365/ }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('img', { name: 'English rule' })).toHaveLength(0);
    expect(screen.getAllByRole('img', { name: /first that applies/ }).length).toBeGreaterThan(0);
  });
});
