import {
  type AlertKind,
  type AlertSettings,
  alertDays,
  alertKinds,
  expiryWindows,
  maxAlertDays,
} from '@aqar/domain/alerts/alerts';
import { Button, Card, Checkbox, InputNumber, Select, Spin, Switch, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast.ts';
import { useAlertSettings, useSaveAlertSettings } from './alerts-api.ts';
import './alerts.css';

/** The user's alert settings (issue 29): each kind on or off with its days, and the daily mail. */
export const AlertSettingsScreen = () => {
  const { t } = useTranslation();
  const stored = useAlertSettings();
  const save = useSaveAlertSettings();
  const [value, setValue] = useState<AlertSettings | null>(null);
  useEffect(() => {
    if (stored.data) setValue(stored.data);
  }, [stored.data]);
  const setKind = (kind: AlertKind, change: Partial<AlertSettings['kinds'][AlertKind]>) =>
    setValue((current) =>
      current
        ? { ...current, kinds: { ...current.kinds, [kind]: { ...current.kinds[kind], ...change } } }
        : current,
    );
  const title = <h1 className="letterhead__title">{t('alerts.settings')}</h1>;
  if (!value)
    return (
      <Card title={title} data-testid="alert-settings-screen">
        <Spin /> {t('alerts.loading')}
      </Card>
    );
  return (
    <Card title={title} data-testid="alert-settings-screen">
      <Table
        rowKey="kind"
        pagination={false}
        size="small"
        dataSource={alertKinds.map((kind) => ({ kind }))}
        columns={[
          {
            key: 'kind',
            title: t('alerts.columns.kind'),
            render: (_, { kind }) => <span id={`alert-kind-${kind}`}>{t(`alerts.kinds.${kind}`)}</span>,
          },
          {
            key: 'enabled',
            title: t('alerts.columns.enabled'),
            render: (_, { kind }) => (
              <Switch
                checked={value.kinds[kind].enabled}
                aria-labelledby={`alert-kind-${kind}`}
                onChange={(enabled) => setKind(kind, { enabled })}
                data-testid={`alert-enabled-${kind}`}
              />
            ),
          },
          {
            key: 'days',
            title: t('alerts.columns.days'),
            render: (_, { kind }) => {
              const days = alertDays[kind];
              if (!days) return null;
              const name = `${t(`alerts.kinds.${kind}`)}, ${t(`alerts.days.${days.meaning}`)}`;
              return kind === 'contractExpiring' ? (
                <Select
                  className="alert-settings__days"
                  aria-label={name}
                  value={value.kinds[kind].days}
                  options={expiryWindows.map((window) => ({
                    value: window,
                    label: t('alerts.days.count', { count: window }),
                  }))}
                  onChange={(chosen) => setKind(kind, { days: chosen })}
                  data-testid={`alert-days-${kind}`}
                />
              ) : (
                <InputNumber
                  className="alert-settings__days"
                  aria-label={name}
                  min={0}
                  max={maxAlertDays}
                  precision={0}
                  value={value.kinds[kind].days}
                  onChange={(chosen) => setKind(kind, { days: chosen ?? days.default })}
                  data-testid={`alert-days-${kind}`}
                />
              );
            },
          },
          {
            key: 'meaning',
            title: t('alerts.columns.meaning'),
            render: (_, { kind }) => {
              const days = alertDays[kind];
              return days ? t(`alerts.days.${days.meaning}`) : '';
            },
          },
        ]}
      />
      <p>
        <Checkbox
          checked={value.digest}
          onChange={(event) => setValue({ ...value, digest: event.target.checked })}
          data-testid="alert-digest"
        >
          {t('alerts.digest')}
        </Checkbox>
      </p>
      <Button
        type="primary"
        loading={save.isPending}
        onClick={() =>
          save.mutate(value, {
            onSuccess: () => toast.success(t('alerts.saved')),
            onError: (error: Error) => toast.error(error.message),
          })
        }
        data-testid="alert-settings-save"
      >
        {t('alerts.save')}
      </Button>
    </Card>
  );
};
