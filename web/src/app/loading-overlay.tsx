import { useTranslation } from 'react-i18next';
import logoUrl from './logo.svg';

/** Full-area overlay with the animated logo, shown while a screen or its data loads. */
export const LoadingOverlay = ({ fixed = false, label }: { fixed?: boolean; label?: string }) => {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div
      className={fixed ? 'loading-overlay loading-overlay--fixed' : 'loading-overlay'}
      role="status"
      aria-live="polite"
    >
      <img className="loading-overlay__logo" src={logoUrl} alt="" width={56} height={56} />
      <span className="loading-overlay__label">{label ?? t('loading', { defaultValue: 'Loading…' })}</span>
    </div>
  );
};
