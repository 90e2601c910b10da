import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../api/http.ts';
import { toast } from '../ui/toast.ts';

interface PasswordValues {
  currentPassword: string;
  password: string;
  confirm: string;
}

export const ChangePasswordPage = () => {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ currentPassword, password }: PasswordValues) => {
    setBusy(true);
    try {
      await http.post('/auth/change-password', { currentPassword, password });
      toast.form.success(t('password.changed'));
      form.resetFields();
    } catch (error) {
      toast.form.error(error instanceof Error ? error.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="narrow-page" aria-labelledby="password-title">
      <Card>
        <Typography.Title level={1} id="password-title" className="public-card__title">
          {t('topBar.changePassword')}
        </Typography.Title>
        <Form<PasswordValues> form={form} layout="vertical" onFinish={submit} name="change-password">
          <Form.Item
            label={t('password.current')}
            name="currentPassword"
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label={t('reset.password')}
            name="password"
            rules={[
              { required: true, message: t('login.passwordRequired') },
              { min: 8, message: t('validation:passwordTooShort') },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label={t('reset.confirm')}
            name="confirm"
            dependencies={['password']}
            rules={[
              { required: true, message: t('login.passwordRequired') },
              ({ getFieldValue }) => ({
                validator: (_rule, value) =>
                  !value || getFieldValue('password') === value
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('reset.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('actions.save')}
          </Button>
        </Form>
      </Card>
    </section>
  );
};
