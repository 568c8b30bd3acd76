import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CART_EXPIRY_WARNING_MS } from '@lesesaal/domain/limits';
import {
  isTransactionExpired,
  remainingCartMinutes,
  shouldWarnCartExpiry,
} from '@lesesaal/domain/tickets/cart-hold';
import { useNotify } from '../../../components/notifications/notification-context';
import { useErrorMessage } from '../../../i18n/error-message';
import { useCart, useForgetCart, useTouchCart } from '../api';
import { useNow } from '../use-now';

/**
 * Watches the cart's hold: every 5 s it checks `expiredAt` as the server sent it (every
 * change of the hold — touch, add, remove — sends it anew). A hold that has run out is gone on
 * the server too, so the cart is forgotten here without asking: reading or deleting it
 * would only be answered 404. A cart that is already gone when the screen opens (404) sends
 * the visitor to `/?reset=y`; a hold that runs out while the visitor is on the screen leaves
 * them on it and says so ({@link HoldExpired}).
 */
export function useCartHold(active: boolean) {
  const cart = useCart();
  const forget = useForgetCart();
  const navigate = useNavigate();
  const now = useNow();
  const [expired, setExpired] = useState(false);
  const expiredAt = cart.data?.expiredAt;
  const gone = cart.isSuccess && cart.data === null;
  useEffect(() => {
    if (!active || expired) return;
    if (!gone && !(expiredAt && isTransactionExpired(expiredAt, now))) return;
    forget();
    if (gone) void navigate('/?reset=y');
    else setExpired(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, now, expiredAt, gone]);
  return { expired, now, cart: cart.data ?? null };
}

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
