import { describe, expect, it } from 'vitest';
import type { MenuNode } from './menu-node.ts';
import { canDo, canOpen, menuFor } from './permissions.ts';
import type { SessionUser } from '../api/session.ts';

const agent: SessionUser = {
  id: '1',
  email: 'agent@aqar.demo',
  permissions: {
    administrator: false,
    grants: { building: ['list', 'read'], 'report:contracts': ['report'] },
    buildings: ['b'],
  },
};

describe('what the web app shows by the session’s permissions', () => {
  it('answers by the grants, and shows everything to an administrator or an old session', () => {
    expect(canDo(agent, 'building', 'list')).toBe(true);
    expect(canDo(agent, 'building', 'delete')).toBe(false);
    expect(
      canDo(
        { id: '2', email: 'a', permissions: { administrator: true, grants: {}, buildings: null } },
        'x',
        'read',
      ),
    ).toBe(true);
    expect(canDo({ id: '3', email: 'old' }, 'vouchers', 'create')).toBe(true);
  });

  it('leaves out menu items the user may not open and the groups they empty', () => {
    const menu: MenuNode[] = [
      {
        key: 'group:cards',
        label: 'Cards',
        children: [
          { key: '/buildings', label: 'Buildings', path: '/buildings' },
          { key: '/vouchers', label: 'Vouchers', path: '/vouchers?code=1' },
        ],
      },
      { key: 'group:admin', label: 'Admin', children: [{ key: '/staff', label: 'Staff', path: '/staff' }] },
      {
        key: 'group:reports',
        label: 'Reports',
        children: [{ key: '/reports/contracts', label: 'C', path: '/reports/contracts' }],
      },
    ];
    expect(menuFor(agent, menu)).toEqual([
      {
        key: 'group:cards',
        label: 'Cards',
        children: [{ key: '/buildings', label: 'Buildings', path: '/buildings' }],
      },
      menu[2],
    ]);
    expect(canOpen(agent, '/some-screen-of-no-entity')).toBe(true);
  });
});
