import { use, useEffect, useState } from 'react';
import { Notification, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_LIFETIME_MS } from '@lesesaal/domain/limits';
import { CLIENT_CONFIG_DEFAULTS } from '@lesesaal/domain/config';
import { ConfigContext } from '../../config';
import { formatDateTime } from '../date-formatter';
import { useNotificationEntries, useNotificationStore } from './notification-context';
import type { NotificationType } from './notification-store';
import './notification-list.css';

const COLORS: Record<NotificationType, string> = {
  info: 'blue',
  success: 'green',
  warning: 'orange',
  error: 'red',
};

/**
 * The pop-up list: each entry shows its date and time on the archive's clock, title,
 * optional description and a
 * type-based style, is announced as an alert, and vanishes NOTIFICATION_LIFETIME_MS after
 * its date; the list is re-evaluated every second while it has entries.
 */
export function NotificationList({
  lifetimeMs = NOTIFICATION_LIFETIME_MS,
}: {
  lifetimeMs?: number;
}) {
  const { t } = useTranslation('common');
  // the archive's zone (a frame shown before the config is read: the default's)
  const timeZone = use(ConfigContext)?.timeZone ?? CLIENT_CONFIG_DEFAULTS.timeZone;
  const store = useNotificationStore();
  const entries = useNotificationEntries();
  const [now, setNow] = useState(() => Date.now());
  const active = entries.length > 0;

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      store.prune(current - lifetimeMs);
    }, 1000);
    return () => clearInterval(timer);
  }, [active, lifetimeMs, store]);

  const visible = entries.filter((entry) => now - entry.date.getTime() < lifetimeMs);

  return (
    <section aria-label={t('notifications.regionLabel')} className="lesesaal-notifications">
      <Stack gap="xs">
        {visible.map((entry) => (
          <Notification
            key={entry.id}
            role="alert"
            color={COLORS[entry.type]}
            withBorder
            data-type={entry.type}
            title={
              <>
                <VisuallyHidden>{t(`notifications.type.${entry.type}`)}: </VisuallyHidden>
                {entry.title}
              </>
            }
            onClose={() => store.dismiss(entry.id)}
            closeButtonProps={{ 'aria-label': t('notifications.close') }}
          >
            <Text
              size="sm"
              c="dark.8"
              component="time"
              dateTime={entry.date.toISOString()}
              display="block"
            >
              {formatDateTime(entry.date, timeZone)}
            </Text>
            {entry.description ? (
              <Text size="sm" c="dark.8">
                {entry.description}
              </Text>
            ) : null}
          </Notification>
        ))}
      </Stack>
    </section>
  );
}
