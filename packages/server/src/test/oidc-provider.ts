import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A person in the test directory: `sub` is the map's key. */
export interface DirectoryPerson {
  email: string;
  name?: string;
  groups: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the directory: change a person between sign-ins */
  people: Map<string, DirectoryPerson>;
  /** signs a JWT with the provider's own key (to forge ID tokens another issuer or client would get) */
  signJwt(payload: Record<string, unknown>): string;
  close(): Promise<void>;
}

/**
 * panva's oidc-provider (a certified OpenID provider) on a loopback port, in the test
 * process: one confidential client, PKCE required, groups in the `groups` claim (profile
 * scope, from userinfo), consent given in advance, its development login page (any login
 * name is the `sub`, any password). The client may register several callbacks and logout
 * returns (one per archive that uses this provider).
 */
export async function startTestProvider(options: {
  redirectUri: string | string[];
  postLogoutRedirectUri: string | string[];
}): Promise<TestProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key';
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const people = new Map<string, DirectoryPerson>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'lesesaal';
  const clientSecret = 'test-client-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri].flat(),
        post_logout_redirect_uris: [options.postLogoutRedirectUri].flat(),
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [jwk] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: person.email,
          email_verified: true,
          name: person.name,
          groups: person.groups,
        }),
      };
    },
    // first-party client: consent is given in advance
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    people,
    signJwt: (payload) => signRs256(privateKey, kid, payload),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function signRs256(key: KeyObject, kid: string, payload: Record<string, unknown>): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const input = `${part({ alg: 'RS256', kid, typ: 'JWT' })}.${part(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

/**
 * A browser at the provider: follows the redirects from the authorization URL, signs in on
 * the development login page as `login`, and returns the address the provider sends the
 * browser back to (the callback with code, state and iss).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0]!;
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
  let res = await go(authorizationUrl);
  for (let hops = 0; hops < 10; hops += 1) {
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status} without a redirect`);
    const next = new URL(location, authorizationUrl);
    const interaction = /^\/interaction\/([^/]+)$/.exec(next.pathname);
    if (!interaction) {
      if (next.pathname.startsWith('/auth')) {
        res = await go(next.href);
        continue;
      }
      return next;
    }
    await (await go(next.href)).text();
    res = await go(next.href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
  }
  throw new Error('too many redirects at the provider');
}
