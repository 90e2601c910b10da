import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, type InputProps, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.ts';
import { toast } from '../../ui/toast.ts';
import { type Letterhead, useLetterhead } from './settlement-clearance.tsx';

const blank: Letterhead = { logo: null, nameAr: null, nameEn: null, address: null, trn: null };

/** The letterhead setting (issue 26): the logo, the company's names, address and TRN the clearance prints. */
export const LetterheadScreen = () => {
  const { t } = useTranslation('accounting');
  const queryClient = useQueryClient();
  const { data } = useLetterhead();
  const [value, setValue] = useState<Letterhead>(blank);
  useEffect(() => {
    if (data) setValue({ ...blank, ...data });
  }, [data]);
  const save = useMutation({
    mutationFn: async () => http.put('/settings/letterhead', value),
    onSuccess: async () => {
      toast.success(t('settlement.letterheadSaved'));
      await queryClient.invalidateQueries({ queryKey: ['letterhead'] });
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const field = (key: keyof Letterhead, label: string, extra: InputProps = {}) => (
    <label className="letterhead__field" htmlFor={`letterhead-${key}`}>
      <span>{label}</span>
      <Input
        id={`letterhead-${key}`}
        value={value[key] ?? ''}
        onChange={(event) => setValue((current) => ({ ...current, [key]: event.target.value || null }))}
        data-testid={`letterhead-${key}`}
        {...extra}
      />
    </label>
  );
  const readLogo = (file: File | undefined) => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setValue((current) => ({ ...current, logo: String(reader.result) }));
    reader.readAsDataURL(file);
  };
  return (
    <Card
      title={<h1 className="letterhead__title">{t('settlement.letterhead')}</h1>}
      data-testid="letterhead-screen"
    >
      <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
        {field('nameEn', t('settlement.nameEn'), { lang: 'en', dir: 'ltr' })}
        {field('nameAr', t('settlement.nameAr'), { lang: 'ar', dir: 'rtl' })}
        {field('address', t('settlement.address'))}
        {field('trn', t('settlement.trn'), { inputMode: 'numeric' })}
        <label className="letterhead__field" htmlFor="letterhead-logo">
          <span>{t('settlement.logo')}</span>
          <input
            id="letterhead-logo"
            type="file"
            accept="image/png,image/jpeg,image/svg+xml"
            onChange={(event) => readLogo(event.target.files?.[0])}
            data-testid="letterhead-logo"
          />
        </label>
        {value.logo ? <img src={value.logo} alt={t('settlement.logo')} style={{ maxHeight: 80 }} /> : null}
        <Space>
          {value.logo ? (
            <Button onClick={() => setValue((current) => ({ ...current, logo: null }))}>
              {t('settlement.removeLogo')}
            </Button>
          ) : null}
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => save.mutate()}
            data-testid="letterhead-save"
          >
            {t('settlement.save')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
};
