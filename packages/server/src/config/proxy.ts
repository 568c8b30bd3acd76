/**
 * TRUST_PROXY: how many proxy hops, or which proxies' addresses, the server trusts for the
 * client's address (docs/operations.md, 'Behind a reverse proxy').
 */
import { isIP } from 'node:net';

/** Names proxy-addr (Fastify's trustProxy) knows for ranges: 127/8 and ::1, 169.254/16 and fe80::/10, 10/8, 172.16/12, 192.168/16 and fc00::/7. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.5`, `192.168.1.0/24`, `2001:db8::/32`, or a range name; else false. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY → Fastify's `trustProxy`: `false` (no proxy: the connection's address is the
 * client), a number of hops (`true` = 1: the address the one proxy appended, the rightmost
 * X-Forwarded-For entry), or the proxies' addresses/CIDRs (the rightmost entry not among
 * them). Never "trust every hop": the leftmost entry is whatever the client wrote. Null:
 * not a valid value.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | null {
  const v = value?.trim().toLowerCase();
  if (v === undefined || v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d{1,2}$/.test(v)) return Number(v) <= 10 ? Number(v) : null;
  const entries = v.split(',').map((e) => e.trim());
  return entries.every(isProxyAddress) ? entries : null;
}
