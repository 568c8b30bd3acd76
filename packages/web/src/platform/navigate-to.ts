/**
 * Sends the browser to another address (the directory's sign-out page). A module of its own
 * so tests can replace it: jsdom cannot navigate. Only http(s) addresses are followed.
 */
export function navigateTo(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  window.location.assign(parsed.href);
  return true;
}
