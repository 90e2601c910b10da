import {
  CalendarOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AlertsBell } from '../../alerts/alerts-bell.tsx';
import { LanguagePicker } from '../language-picker.tsx';
import type { MenuNode } from '../../ui/menu-node.ts';
import { ThemeToggle } from '../theme-toggle.tsx';
import { useSessionUser } from '../use-session.ts';
import { GlobalSearch } from './global-search.tsx';
import logoUrl from '../logo.svg';
import { preferencesClient } from '../../api/preferences-client.ts';
import { hijriDates, useHijriDates } from '../../ui/date-preferences.ts';
import { toast } from '../../ui/toast.ts';

const useFullScreen = () => {
  const [active, setActive] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const update = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return { active, toggle };
};

interface TopBarProps {
  nodes: MenuNode[];
  /** False: the bar shows the brand alone (its tools come a moment later). */
  tools: boolean;
  onOpenMenu: () => void;
  onSignOut: () => void;
}

export const TopBar = memo(({ nodes, tools, onOpenMenu, onSignOut }: TopBarProps) => {
  const { t } = useTranslation();
  // The brand keeps its place in the tree while the tools arrive, so it is never drawn anew.
  return (
    <header className="top-bar no-print">
      {tools && (
        <Button
          type="text"
          className="top-bar__hamburger"
          icon={<MenuOutlined aria-hidden />}
          aria-label={t('menu.open')}
          onClick={onOpenMenu}
          data-testid="open-mobile-menu"
        />
      )}
      {/* The name starts with what the link shows (WCAG 2.5.3, label in name). */}
      <Link to="/" className="brand" aria-label={t('menu.brandHome', { app: t('appName') })}>
        <img src={logoUrl} alt="" width={32} height={32} />
        <span className="brand__name">{t('appName')}</span>
      </Link>
      {tools && <TopBarTools nodes={nodes} onSignOut={onSignOut} />}
    </header>
  );
});

/** The bar's search, home link, language, theme, full screen, notifications and user menu. */
const TopBarTools = ({ nodes, onSignOut }: { nodes: MenuNode[]; onSignOut: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const fullScreen = useFullScreen();
  const fullScreenLabel = fullScreen.active ? t('topBar.exitFullScreen') : t('topBar.fullScreen');
  const userName = user?.name || user?.email || '';
  const hijri = useHijriDates();
  // The Hijri choice is the person's, kept by the server: read once they are signed in.
  useEffect(() => {
    if (!user?.id) return;
    let current = true;
    preferencesClient
      .read()
      .then((preferences) => {
        if (current) hijriDates.set(preferences.hijriDates);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [user?.id]);
  const toggleHijri = () => {
    const next = !hijri;
    hijriDates.set(next);
    preferencesClient.save({ hijriDates: next }).catch((error: unknown) => {
      hijriDates.set(!next);
      toast.error(error instanceof Error ? error.message : t('errors.generic'));
    });
  };
  return (
    <>
      <Tooltip title={t('menu.home')}>
        <Link to="/" className="top-bar__home" aria-label={t('menu.home')}>
          <HomeOutlined aria-hidden />
        </Link>
      </Tooltip>
      <div className="top-bar__search">
        <GlobalSearch nodes={nodes} />
      </div>
      <div className="top-bar__tools">
        <LanguagePicker />
        <ThemeToggle />
        <Tooltip title={fullScreenLabel}>
          <Button
            type="text"
            className="top-bar__fullscreen"
            aria-label={fullScreenLabel}
            icon={
              fullScreen.active ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />
            }
            onClick={fullScreen.toggle}
          />
        </Tooltip>
        <AlertsBell />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'user', label: userName, disabled: true, icon: <UserOutlined aria-hidden /> },
              { type: 'divider' },
              { key: 'password', label: t('topBar.changePassword'), icon: <KeyOutlined aria-hidden /> },
              {
                key: 'hijri',
                label: hijri ? t('topBar.hideHijriDates') : t('topBar.showHijriDates'),
                icon: <CalendarOutlined aria-hidden />,
              },
              {
                key: 'signOut',
                label: t('topBar.signOut'),
                icon: <LogoutOutlined aria-hidden />,
                danger: true,
              },
            ],
            onClick: ({ key }) => {
              if (key === 'password') navigate('/profile/password');
              if (key === 'hijri') toggleHijri();
              if (key === 'signOut') onSignOut();
            },
          }}
        >
          <Button
            type="text"
            icon={<UserOutlined aria-hidden />}
            aria-label={userName ? t('topBar.userMenuOf', { name: userName }) : t('topBar.userMenu')}
            data-testid="user-menu"
          >
            <span className="top-bar__user">{userName}</span>
          </Button>
        </Dropdown>
      </div>
    </>
  );
};
