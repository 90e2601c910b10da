import { type ReactNode, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuFor } from '../../ui/permissions.ts';
import { useSessionUser } from '../use-session.ts';
import { Footer } from '../footer.tsx';
import { buildMenu } from '../menu.ts';
import type { MenuNode } from '../../ui/menu-node.ts';
import { useMenuContributions } from '../menu-contributions.ts';
import { useMenuDataSoon, wantMenuData } from '../../ui/menu-data.ts';
import { session } from '../../api/session.ts';
import { DesktopMenu } from './desktop-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { useHijriDates } from '../../ui/date-preferences.ts';
import { useDeferredMount } from './use-deferred-mount.ts';

const noNodes: MenuNode[] = [];

export const AppLayout = ({ children }: { children: ReactNode }) => {
  const hijri = useHijriDates();
  const { t } = useTranslation();
  // The menu's data (patterns, reports) comes after the first screen, one answer at a time: the
  // menus take each in a render React sets aside for a click or a key, not in one that holds them.
  const contributions = useDeferredValue(useMenuContributions());
  useMenuDataSoon();
  const [menuOpen, setMenuOpen] = useState(false);
  // The bars' tools and menus come just after the screen itself (the same size meanwhile); so
  // does the menu they show (a translation per entry), built only then.
  const barsReady = useDeferredMount();
  // Only the screens the user's role opens (the server refuses the others anyway).
  const user = useSessionUser();
  const nodes = useMemo(
    () => (barsReady ? menuFor(user, buildMenu(t, contributions)) : noNodes),
    [barsReady, t, contributions, user],
  );
  const signOut = useCallback(() => {
    setMenuOpen(false);
    session.end();
  }, []);
  const openMenu = useCallback(() => {
    wantMenuData();
    setMenuOpen(true);
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar nodes={nodes} tools={barsReady} onOpenMenu={openMenu} onSignOut={signOut} />
      {barsReady ? (
        <>
          <DesktopMenu nodes={nodes} />
          <MobileMenu nodes={nodes} open={menuOpen} onClose={closeMenu} onSignOut={signOut} />
        </>
      ) : (
        <div className="desktop-menu desktop-menu--waiting no-print" />
      )}
      {/* Dates are drawn once per screen: a change of the Hijri choice draws the screen again. */}
      <main id="main" className="app-layout__main" key={hijri ? 'hijri' : 'gregorian'}>
        {children}
      </main>
      <Footer />
    </div>
  );
};
