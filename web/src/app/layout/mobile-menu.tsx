import { ArrowLeftOutlined, LogoutOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuNode } from '../../ui/menu-node.ts';

interface MobileMenuProps {
  nodes: MenuNode[];
  open: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/** Slide-in drill-down menu: one level at a time, a back button, sign out at the bottom. */
export const MobileMenu = memo(({ nodes, open, onClose, onSignOut }: MobileMenuProps) => {
  const { t, i18n } = useTranslation();
  const [trail, setTrail] = useState<MenuNode[]>([]);
  const level = trail.at(-1)?.children ?? nodes;
  const close = () => {
    setTrail([]);
    onClose();
  };
  return (
    <Drawer
      open={open}
      onClose={close}
      placement={i18n.dir() === 'rtl' ? 'right' : 'left'}
      size={300}
      title={trail.at(-1)?.label ?? t('menu.title')}
      className="mobile-menu"
      data-testid="mobile-menu"
      footer={
        <Button
          block
          danger
          icon={<LogoutOutlined aria-hidden />}
          onClick={onSignOut}
          data-testid="mobile-sign-out"
        >
          {t('topBar.signOut')}
        </Button>
      }
    >
      {trail.length > 0 && (
        <Button
          type="text"
          icon={<ArrowLeftOutlined className="flip-rtl" aria-hidden />}
          onClick={() => setTrail((current) => current.slice(0, -1))}
          className="mobile-menu__back"
          data-testid="mobile-menu-back"
        >
          {t('actions.back')}
        </Button>
      )}
      <ul className="mobile-menu__list">
        {level.map((node) => (
          <li key={node.key}>
            {node.path ? (
              <Link to={node.path} onClick={close} className="mobile-menu__item">
                {node.label}
              </Link>
            ) : (
              <button
                type="button"
                className="mobile-menu__item"
                onClick={() => setTrail((current) => [...current, node])}
              >
                <span>{node.label}</span>
                {/* Decoration: the button's name is the group's name alone. */}
                <RightOutlined className="flip-rtl" aria-hidden />
              </button>
            )}
          </li>
        ))}
      </ul>
    </Drawer>
  );
});
