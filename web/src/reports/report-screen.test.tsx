import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../api/http.ts';
import { testQueryClient, withQueryClient } from '../test/render-with-providers.tsx';
import type { ReportInfo } from './report-api.ts';
import { ReportScreen } from './report-screen.tsx';

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
