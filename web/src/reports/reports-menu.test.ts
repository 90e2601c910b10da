import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ReportInfo } from './report-api.ts';
import { reportMenuItems } from './reports-menu.ts';

const t = ((key: string) => key) as unknown as TFunction;
const info = (key: string, group: string, extra: Partial<ReportInfo> = {}): ReportInfo => ({
  key,
  path: `${key}-report`,
  title: key,
  group,
  filters: [],
  ranges: [],
  columns: [],
  ...extra,
});

describe('the reports menu', () => {
  it('puts each report in its group, inside its sub-menu, and again where it is also listed', () => {
    const items = reportMenuItems(t, [
      info('cheques', 'accountingReports'),
      info('contracts', 'realityReports', { menu: 'contracts' }),
      info('contract-cycle', 'realityReports', {
        menu: 'contracts',
        alsoIn: [{ group: 'realtyTransactions' }],
      }),
      info('owner-expenses', 'accountingReports', { alsoIn: [{ group: 'cards', order: 10.5 }] }),
      info('lease-units', 'realityReports', { menu: 'units' }),
    ]);
    const shape = items.map((item) => [
      item.group,
      item.node.key,
      item.node.children?.map((child) => child.path),
    ]);
    expect(shape).toEqual([
      ['accountingReports', '/reports/cheques-report', undefined],
      [
        'realityReports',
        'reports:realityReports:contracts',
        ['/reports/contracts-report', '/reports/contract-cycle-report'],
      ],
      ['realtyTransactions', '/reports/contract-cycle-report@realtyTransactions', undefined],
      ['accountingReports', '/reports/owner-expenses-report', undefined],
      ['cards', '/reports/owner-expenses-report@cards', undefined],
      ['realityReports', 'reports:realityReports:units', ['/reports/lease-units-report']],
    ]);
    expect(items.find((item) => item.group === 'cards')?.order).toBe(10.5);
    expect(items[1].node.label).toBe('menus.contracts');
  });
});
