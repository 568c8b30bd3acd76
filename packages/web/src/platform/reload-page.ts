/**
 * Reloads the page so the server renders it again with the right interface mode (after
 * staff sign-in or sign-out, or when the staff session expired). A module of its own so
 * tests can replace it: jsdom's `location.reload` cannot be spied on.
 */
export function reloadPage(): void {
  window.location.reload();
}

const EXPIRED_RELOAD_KEY = 'lesesaal.sessionExpiredReloadAt';
const EXPIRED_RELOAD_PAUSE_MS = 30_000;

/**
 * A staff call answered 401: reload so the server shows the login. At most once per 30 s,
 * so a server that renders the staff page but refuses its calls cannot cause a reload loop.
 */
export function reloadForExpiredSession(now = Date.now()): void {
  try {
    const last = Number(window.sessionStorage.getItem(EXPIRED_RELOAD_KEY));
    if (last && now - last < EXPIRED_RELOAD_PAUSE_MS) return;
    window.sessionStorage.setItem(EXPIRED_RELOAD_KEY, String(now));
  } catch {
    return; // no storage, no loop protection: leave the page as it is
  }
  reloadPage();
}
