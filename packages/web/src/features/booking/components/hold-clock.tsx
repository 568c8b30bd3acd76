import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CART_EXPIRY_WARNING_MS } from '@lesesaal/domain/limits';
import { remainingCartMinutes, shouldWarnCartExpiry } from '@lesesaal/domain/tickets/cart-hold';
import { useNotify } from '../../../components/notifications/notification-context';
import { useErrorMessage } from '../../../i18n/error-message';
import { useTouchCart } from '../cart-api';

// The clock and the expired screen are a chunk of their own, loaded once the visitor has a
// cart (booking-frame.tsx); the hold is watched by `useCartHold` (use-cart-hold.ts).

/**
 * The hold clock on every screen of the cart flow (WCAG 2.2.1): the whole minutes left,
 * rounded down so it never shows more than the hold; two minutes before the end one
 * announced warning (role=alert, a fixed text so it is read once) with an "extend" button
 * that calls touch and says how many extensions are left. The clock is the one place that
 * counts minutes: the warning says the selection expires soon and names no number of its
 * own, so the screen never says "noch 1 Minute" and "weniger als 2 Minuten" at once.
 */
export function HoldClock({ expiredAt, remainingTouches, now }: HoldClockProps) {
  const { t } = useTranslation('booking');
  const touch = useTouchCart();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const minutes = remainingCartMinutes(expiredAt, now);
  const warn = shouldWarnCartExpiry(expiredAt, now, CART_EXPIRY_WARNING_MS);
  return (
    <div className="hold-clock">
      {/* role=timer: not live, so the minutes do not interrupt; the warning below is. */}
      <Text role="timer" data-testid="hold-clock">
        {minutes > 0 ? t('hold.minutes', { count: minutes }) : t('hold.lastMinute')}
      </Text>
      {warn ? (
        <Alert role="alert" color="yellow" variant="outline" mt="xs">
          <Stack gap="xs">
            <Text>
              {t('hold.warning')} {remainingTouches === 0 ? t('hold.noExtension') : null}
            </Text>
            {remainingTouches !== 0 ? (
              <Group>
                <Button
                  variant="filled"
                  loading={touch.isPending}
                  onClick={() =>
                    touch.mutate(undefined, {
                      onSuccess: (cart) =>
                        notify({
                          type: 'success',
                          title: t('hold.extended', {
                            // the new hold's length: rounded, it reads 15, not 14:59 → 14
                            count: Math.round(
                              (new Date(cart.expiredAt).getTime() - Date.now()) / 60_000,
                            ),
                          }),
                        }),
                      onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
                    })
                  }
                >
                  {remainingTouches === undefined
                    ? t('hold.extend')
                    : t('hold.extendLeft', { count: remainingTouches })}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
    </div>
  );
}

interface HoldClockProps {
  expiredAt: string;
  remainingTouches: number | undefined;
  now: Date;
}

/** What the visitor sees once the hold has run out: what happened and how to go on. */
export function HoldExpired() {
  const { t } = useTranslation('booking');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="sm" className="hold-expired">
      <Title order={1} ref={heading} tabIndex={-1}>
        {t('hold.expiredTitle')}
      </Title>
      <Text>{t('hold.expiredText')}</Text>
      <Group>
        <Anchor component={Link} to="/">
          {t('hold.startAgain')}
        </Anchor>
      </Group>
    </Stack>
  );
}
