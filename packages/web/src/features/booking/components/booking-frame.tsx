import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CART_EXPIRY_WARNING_MS } from '@lesesaal/domain/limits';
import {
  isTransactionExpired,
  remainingCartMinutes,
  shouldWarnCartExpiry,
} from '@lesesaal/domain/tickets/rules';
import { useNotify } from '../../../components/notifications/notification-context';
import { useErrorMessage } from '../../../i18n/error-message';
import { useCart, useResetBooking, useTouchCart } from '../api';
import { useNow } from '../use-now';
import './booking.css';

export type BookingStep = 'reserve' | 'data' | 'finish' | 'confirmation';
const STEPS: BookingStep[] = ['reserve', 'data', 'finish', 'confirmation'];

/** The wizard of spec §2: make reservation, your data, finish, confirmation. */
function Wizard({ step }: { step: BookingStep }) {
  const { t } = useTranslation('booking');
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="booking-steps">
        {STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            data-active={s === step || undefined}
          >
            <span aria-hidden="true">{i + 1}. </span>
            {t(`steps.${s}`)}
            {s === step ? <span className="visually-hidden"> ({t('steps.current')})</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Keeps an eye on the cart (spec §4): every 5 s it checks the expiry; an expired cart is
 * refreshed and, still expired, reset with a redirect to `/?reset=y`. About two minutes before
 * expiry it warns and offers more time (WCAG 2.2.1).
 */
function CartWatcher() {
  const { t } = useTranslation('booking');
  const cart = useCart();
  const touch = useTouchCart();
  const reset = useResetBooking();
  const navigate = useNavigate();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const now = useNow();

  const expiredAt = cart.data?.expiredAt;
  const gone = cart.isSuccess && cart.data === null;
  useEffect(() => {
    if (!gone && !(expiredAt && isTransactionExpired(expiredAt, now))) return;
    let cancelled = false;
    void (async () => {
      const fresh = gone ? null : (await cart.refetch()).data;
      if (cancelled || (fresh && !isTransactionExpired(fresh.expiredAt, new Date()))) return;
      await reset();
      void navigate('/?reset=y');
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now, expiredAt, gone]);

  if (!expiredAt || !shouldWarnCartExpiry(expiredAt, now, CART_EXPIRY_WARNING_MS)) return null;
  return (
    <Alert role="alert" color="yellow" variant="outline">
      <Group justify="space-between">
        <Text>{t('cart.expiresWarning', { count: remainingCartMinutes(expiredAt, now) })}</Text>
        <Button
          variant="filled"
          loading={touch.isPending}
          onClick={() =>
            touch.mutate(undefined, {
              onSuccess: () => notify({ type: 'success', title: t('cart.extended') }),
              onError: (err) => notify({ type: 'error', title: errorMessage(err) }),
            })
          }
        >
          {t('cart.extend')}
        </Button>
      </Group>
    </Alert>
  );
}

/** Frame of every visitor screen: wizard, cart link, panic reset, expiry watcher (the FAQ link is in the shell's footer). */
export function BookingFrame({ step, children }: { step: BookingStep; children: ReactNode }) {
  const { t } = useTranslation('booking');
  const reset = useResetBooking();
  const navigate = useNavigate();
  const cart = useCart();
  const count = cart.data?.tickets.length ?? 0;
  return (
    <Stack gap="md">
      <Wizard step={step} />
      <Group justify="space-between" wrap="wrap">
        <Anchor component={Link} to="/your-reservations">
          {t('frame.cart', { count })}
        </Anchor>
        <Group gap="sm">
          <Button
            variant="outline"
            title={t('frame.resetHint')}
            onClick={() => {
              void reset().then(() => navigate('/?reset=y'));
            }}
          >
            {t('frame.reset')}
          </Button>
        </Group>
      </Group>
      {step !== 'confirmation' ? <CartWatcher /> : null}
      {children}
    </Stack>
  );
}
