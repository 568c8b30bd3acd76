import { Anchor, Button, Group, Stack } from '@mantine/core';
import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useResetBooking, useTransactionId } from '../api';
import { useCartHold } from '../use-cart-hold';
import './booking.css';

// The hold clock and the expired screen show only once the visitor has a cart: they are a
// chunk of their own, out of the first route's download (budget: `npm run bench:bundle`),
// fetched as soon as there is a cart id — before the cart's own answer, which the clock
// waits for anyway. Once fetched they render at once, without suspending.
type HoldViews = typeof import('./hold-clock');
let holdViews: HoldViews | null = null;
let holdViewsLoading: Promise<HoldViews> | null = null;
const loadHoldViews = () =>
  (holdViewsLoading ??= import('./hold-clock').then((m) => (holdViews = m))).catch(
    (error: unknown) => {
      holdViewsLoading = null; // a failed download may be tried again
      throw error;
    },
  );
const LazyHoldClock = lazy(() => loadHoldViews().then((m) => ({ default: m.HoldClock })));
const LazyHoldExpired = lazy(() => loadHoldViews().then((m) => ({ default: m.HoldExpired })));
const HoldClock = (props: ComponentProps<HoldViews['HoldClock']>) =>
  createElement(holdViews?.HoldClock ?? LazyHoldClock, props);
const HoldExpired = () => createElement(holdViews?.HoldExpired ?? LazyHoldExpired);

export type BookingStep = 'reserve' | 'data' | 'finish' | 'confirmation';
const STEPS: BookingStep[] = ['reserve', 'data', 'finish', 'confirmation'];

/** The wizard: make reservation, your data, finish, confirmation. */
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
 * Frame of every visitor screen: wizard, cart link, panic reset, and on the screens of the
 * cart flow the hold clock — or, once the hold ran out, the expired screen instead of the
 * content (the FAQ link is in the shell's footer). The booking's confirmation and its page
 * (`confirmation`) show none of these: the booking is done, there is no selection left.
 */
export function BookingFrame({ step, children }: { step: BookingStep; children: ReactNode }) {
  if (step === 'confirmation')
    return (
      <Stack gap="md" className="booking-frame">
        {children}
      </Stack>
    );
  return <CartFrame step={step}>{children}</CartFrame>;
}

/** The frame of the cart flow's screens (reserve, data, finish). */
function CartFrame({ step, children }: { step: BookingStep; children: ReactNode }) {
  const { t } = useTranslation('booking');
  const reset = useResetBooking();
  const navigate = useNavigate();
  const hold = useCartHold(true);
  const cart = hold.cart;
  const transactionId = useTransactionId();
  useEffect(() => {
    // a failed download shows when the clock renders (the screen's error boundary)
    if (transactionId) loadHoldViews().catch(() => undefined);
  }, [transactionId]);
  const count = cart?.tickets.length ?? 0;
  return (
    <Stack gap="md" className="booking-frame">
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
      <Suspense fallback={null}>
        {cart && !hold.expired ? (
          <HoldClock
            expiredAt={cart.expiredAt}
            remainingTouches={cart.remainingTouches}
            now={hold.now}
          />
        ) : null}
      </Suspense>
      {hold.expired ? (
        <Suspense fallback={null}>
          <HoldExpired />
        </Suspense>
      ) : (
        children
      )}
    </Stack>
  );
}
