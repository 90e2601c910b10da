import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../api/http.ts';
import { testQueryClient, withQueryClient } from '../test/render-with-providers.tsx';
import { wantMenuData } from '../ui/menu-data.ts';
import type { ReportInfo } from './report-api.ts';
import { useReportsMenu } from './reports-menu.ts';

const report = (key: string, group: string, menu?: string): ReportInfo => ({
  key,
  path: key,
  title: `reports.${key}.title`,
  group,
  menu,
  filters: [],
  ranges: [],
  columns: [],
});

describe('the reports menu', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts a report naming a sub-menu into it, where its first report stands', async () => {
    vi.spyOn(http, 'get').mockImplementation(async () => ({
      data: {
        success: true,
        data: [
          report('creditors-ages', 'accountingReports'),
          report('lease-units-report', 'realityReports', 'units'),
          report('earning-rental-income-earned-report', 'realityReports', 'revenues'),
          report('sold-units-report', 'realityReports', 'units'),
          report('unit-condition-for-construction-report', 'realityReports'),
        ],
      },
    }));
    wantMenuData();
    const { result } = renderHook(() => useReportsMenu(), { wrapper: withQueryClient(testQueryClient()) });
    await waitFor(() => expect(result.current).toHaveLength(5));
    expect(
      result.current.map(({ group, node }) => [
        group,
        node.label,
        node.path ?? node.children?.map((child) => child.path),
      ]),
    ).toEqual([
      ['accountingReports', 'Creditors ages', '/reports/creditors-ages'],
      [
        'realityReports',
        'Reality units reports',
        ['/reports/lease-units-report', '/reports/sold-units-report'],
      ],
      ['realityReports', 'Revenues', ['/reports/earning-rental-income-earned-report']],
      [
        'realityReports',
        'Unit condition for construction',
        '/reports/unit-condition-for-construction-report',
      ],
      // The reports with screens of their own come after the registry's (ordered first by `order`).
      ['realityReports', 'Building schema', '/reports/building-schema'],
    ]);
  });
});
