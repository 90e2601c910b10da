import { useTranslation } from 'react-i18next';

/** Copyright line and developer credit; both carry the current year. */
export const Footer = () => {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer" data-testid="footer">
      <span>{t('footer.copyright', { year })}</span>
      <span>{t('footer.credit', { year })}</span>
    </footer>
  );
};
