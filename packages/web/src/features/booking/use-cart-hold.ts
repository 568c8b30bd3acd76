import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isTransactionExpired } from '@lesesaal/domain/tickets/cart-hold';
import { useCart, useForgetCart } from './api';
import { useNow } from './use-now';

/**
 * Watches the cart's hold: every 5 s it checks `expiredAt` as the server sent it (every
 * change of the hold — touch, add, remove — sends it anew). A hold that has run out is gone on
 * the server too, so the cart is forgotten here without asking: reading or deleting it
 * would only be answered 404. A cart that is already gone when the screen opens (404) sends
 * the visitor to `/?reset=y`; a hold that runs out while the visitor is on the screen leaves
 * them on it and says so (`HoldExpired`, components/hold-clock.tsx).
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
