import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { languages, toLanguage } from '../i18n/language-codes.ts';
import { nativeNames } from '../i18n/languages.ts';

const options = languages.map((code) => ({ value: code, label: nativeNames[code] }));

export const LanguagePicker = ({ className }: { className?: string }) => {
  const { t, i18n } = useTranslation();
  return (
    <Select
      className={className}
      aria-label={t('topBar.language')}
      value={toLanguage(i18n.resolvedLanguage)}
      options={options}
      onChange={(code) => void i18n.changeLanguage(code)}
      popupMatchSelectWidth={false}
      variant="borderless"
      data-testid="language-picker"
    />
  );
};
