import { memo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import type { MenuNode } from '../../ui/menu-node.ts';
import { wantMenuData } from '../../ui/menu-data.ts';

type Items = NonNullable<MenuProps['items']>;

const toItems = (nodes: MenuNode[]): Items =>
  nodes.map((node) =>
    node.path
      ? { key: node.path, label: <Link to={node.path}>{node.label}</Link> }
      : {
          key: node.key,
          label: node.label,
          children: toItems(node.children ?? []),
          popupClassName: node.scroll ? 'menu-popup--scroll' : undefined,
        },
  );

/** The multi-level menu bar of wide screens. */
export const DesktopMenu = memo(({ nodes }: { nodes: MenuNode[] }) => {
  const location = useLocation();
  return (
    <nav
      className="desktop-menu no-print"
      aria-label="main"
      onPointerEnter={wantMenuData}
      onFocus={wantMenuData}
    >
      <Menu
        mode="horizontal"
        items={toItems(nodes)}
        selectedKeys={[location.pathname]}
        triggerSubMenuAction="click"
        data-testid="desktop-menu"
      />
    </nav>
  );
});
