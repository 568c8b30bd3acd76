import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A number of hops becomes a function that trusts the
 * connection's peer and the next `hops - 1` X-Forwarded-For entries from the right, so
 * `request.ip` is the address the outermost of our proxies appended — Fastify itself treats a
 * plain number as "trust nothing". Addresses/CIDRs go to Fastify as they are: `request.ip`
 * is then the rightmost address not among them. Never `true` (every hop trusted: the
 * leftmost entry, which the client writes itself).
 */
export function trustProxyOption(
  trustProxy: AppConfig['trustProxy'],
): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy === 'number') {
    const hops = trustProxy;
    return (_address: string, hop: number) => hop < hops;
  }
  return trustProxy;
}
