import { entities } from '@aqar/domain/registry';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildMenu, contributedEntities, menuGroups, menuLeaves } from './menu.ts';

describe('menu', () => {
  const t = i18next.t.bind(i18next);

  it('lists every entity that has a menu place and a screen, in group order, with no empty groups', () => {
    const menu = buildMenu(t);
    const paths = menuLeaves(menu).map((leaf) => leaf.path);
    for (const definition of entities.filter((d) => d.menu && !contributedEntities.has(d.key))) {
      if (definition.route) expect(paths).toContain(definition.route);
      if (definition.chartRoute) expect(paths).toContain(definition.chartRoute);
    }
    expect(menu.every((group) => (group.children ?? []).length > 0)).toBe(true);
    const order = menu
      .map((group) => menuGroups.findIndex((name) => `group:${name}` === group.key))
      .filter((i) => i >= 0);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('adds contributed items (such as pattern-driven transactions) to their group', () => {
    const menu = buildMenu(t, [
      {
        group: 'accountingTransactions',
        order: 1,
        node: { key: '/cheques?code=1', label: 'Received cheques', path: '/cheques?code=1' },
      },
    ]);
    const group = menu.find((node) => node.key === 'group:accountingTransactions');
    expect(group?.children?.[0]?.path).toBe('/cheques?code=1');
  });

  it('makes the accounting reports menu scroll', () => {
    const menu = buildMenu(t, [
      {
        group: 'accountingReports',
        order: 1,
        node: { key: 'r', label: 'Trial balance', path: '/reports/trial-balance' },
      },
    ]);
    expect(menu.find((node) => node.key === 'group:accountingReports')?.scroll).toBe(true);
  });
});
