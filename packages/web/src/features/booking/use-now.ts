import { useEffect, useState } from 'react';
import { CART_EXPIRY_CHECK_MS } from '@lesesaal/domain/limits';

/** The current time, renewed every `intervalMs` (default: the cart expiry check). */
export function useNow(intervalMs: number = CART_EXPIRY_CHECK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
