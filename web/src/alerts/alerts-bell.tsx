import type { Alert } from '@aqar/domain/alerts/alerts';
import { type EntityKey, entityByKey } from '@aqar/domain/registry';
import { BellOutlined, SettingOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Empty, Spin } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../ui/format.ts';
import { usePopupStack } from '../ui/popup-stack-context.ts';
import { alertSettingsRoute, useAlerts, useMarkAlertsRead } from './alerts-api.ts';
import './alerts.css';

/** An alert's sentence in the reader's language, naming its record and day. */
export const alertText = (t: TFunction, alert: Alert) =>
  t(`alerts.text.${alert.kind}`, {
    number: alert.number ?? '',
    name: alert.name || '—',
    day: formatDate(alert.day),
    amount: alert.amount ? formatNumber(alert.amount, 2) : '',
    currency: alert.currency ?? '',
  });

/**
 * The top bar's bell (issue 29): the unread count, and a panel of the user's alerts; an alert
 * opens its record over the screen and is marked read, and all can be marked read at once.
 */
export const AlertsBell = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const alerts = useAlerts();
  const markRead = useMarkAlertsRead();
  const popups = usePopupStack();
  const panel = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const unread = alerts.data?.unread ?? 0;
  useEffect(() => {
    // The panel takes the focus when it opens, so the keyboard goes on into its items.
    if (open) requestAnimationFrame(() => panel.current?.focus());
  }, [open]);
  const openAlert = (alert: Alert) => {
    setOpen(false);
    if (!alert.read) markRead.mutate({ keys: [alert.key] });
    if (entityByKey(alert.entity))
      popups.open(alert.entity as EntityKey, { id: alert.recordId, code: alert.code ?? undefined });
  };
  const label = unread > 0 ? t('alerts.bellUnread', { count: unread }) : t('topBar.notifications');
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      popupRender={() => (
        <div
          className="notifications-panel alerts-panel"
          data-testid="notifications-panel"
          ref={panel}
          tabIndex={-1}
          role="dialog"
          aria-label={t('alerts.title')}
          onKeyDown={(event) => {
            // Escape closes the panel and gives the focus back to the bell.
            if (event.key === 'Escape') {
              setOpen(false);
              bell.current?.focus();
            }
          }}
        >
          <div className="alerts-panel__head">
            <h2 className="alerts-panel__title">{t('alerts.title')}</h2>
            <Button
              size="small"
              type="link"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
              data-testid="alerts-mark-all"
            >
              {t('alerts.markAllRead')}
            </Button>
          </div>
          <AlertList
            t={t}
            loading={alerts.isPending}
            failed={alerts.isError}
            items={alerts.data?.items ?? []}
            onOpen={openAlert}
          />
          <div className="alerts-panel__foot">
            {alerts.data && alerts.data.count > alerts.data.items.length ? (
              <span>{t('alerts.shown', { shown: alerts.data.items.length, count: alerts.data.count })}</span>
            ) : (
              <span />
            )}
            <Link to={alertSettingsRoute} onClick={() => setOpen(false)} data-testid="alerts-settings-link">
              <SettingOutlined aria-hidden /> {t('alerts.settings')}
            </Link>
          </div>
        </div>
      )}
    >
      <Button ref={bell} type="text" aria-label={label} data-testid="notifications">
        <Badge count={unread} showZero={false} overflowCount={99} data-testid="alerts-unread">
          <BellOutlined aria-hidden />
        </Badge>
      </Button>
    </Dropdown>
  );
};

const AlertList = ({
  t,
  loading,
  failed,
  items,
  onOpen,
}: {
  t: TFunction;
  loading: boolean;
  failed: boolean;
  items: Alert[];
  onOpen: (alert: Alert) => void;
}) => {
  if (loading)
    return (
      <div className="alerts-panel__state" aria-live="polite">
        <Spin size="small" /> {t('alerts.loading')}
      </div>
    );
  if (failed) return <div className="alerts-panel__state">{t('alerts.failed')}</div>;
  if (items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topBar.noNotifications')} />;
  return (
    <ul className="alerts-panel__list" data-testid="alerts-list">
      {items.map((alert) => (
        <li key={alert.key}>
          <button
            type="button"
            className={`alerts-panel__item${alert.read ? '' : ' alerts-panel__item--unread'}`}
            data-kind={alert.kind}
            data-read={alert.read}
            onClick={() => onOpen(alert)}
          >
            {alert.read ? null : <span className="alerts-panel__dot" aria-hidden />}
            <span className="alerts-panel__text">
              {alert.read ? null : <span className="visually-hidden">{t('alerts.unread')} </span>}
              {alertText(t, alert)}
            </span>
            <span className="alerts-panel__kind">{t(`alerts.kinds.${alert.kind}`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
};
