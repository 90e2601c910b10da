import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '../footer.tsx';
import { buildMenu } from '../menu.ts';
import { useMenuContributions } from '../menu-contributions.ts';
import { session } from '../session.ts';
import { DesktopMenu } from './desktop-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { useDeferredMount } from './use-deferred-mount.ts';

export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const contributions = useMenuContributions();
  const nodes = useMemo(() => buildMenu(t, contributions), [t, contributions]);
  const [menuOpen, setMenuOpen] = useState(false);
  // The bars' tools and menus come just after the screen itself (the same size meanwhile).
  const barsReady = useDeferredMount();
  const signOut = () => {
    setMenuOpen(false);
    session.end();
  };
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar nodes={nodes} tools={barsReady} onOpenMenu={() => setMenuOpen(true)} onSignOut={signOut} />
      {barsReady ? (
        <>
          <DesktopMenu nodes={nodes} />
          <MobileMenu nodes={nodes} open={menuOpen} onClose={() => setMenuOpen(false)} onSignOut={signOut} />
        </>
      ) : (
        <div className="desktop-menu desktop-menu--waiting no-print" />
      )}
      <main id="main" className="app-layout__main">
        {children}
      </main>
      <Footer />
    </div>
  );
};
