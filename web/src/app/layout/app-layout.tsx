import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '../footer.tsx';
import { buildMenu } from '../menu.ts';
import { useMenuContributions } from '../menu-contributions.ts';
import { session } from '../session.ts';
import { DesktopMenu } from './desktop-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { TopBar } from './top-bar.tsx';

export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const contributions = useMenuContributions();
  const nodes = useMemo(() => buildMenu(t, contributions), [t, contributions]);
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = () => {
    setMenuOpen(false);
    session.end();
  };
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar nodes={nodes} onOpenMenu={() => setMenuOpen(true)} onSignOut={signOut} />
      <DesktopMenu nodes={nodes} />
      <MobileMenu nodes={nodes} open={menuOpen} onClose={() => setMenuOpen(false)} onSignOut={signOut} />
      <main id="main" className="app-layout__main">
        {children}
      </main>
      <Footer />
    </div>
  );
};
