import { z } from 'zod';

/**
 * `DATABASE_URL` in libpq's URI form, one host or several (`host1:5432,host2:5432`, as
 * pg_auto_failover and Patroni print them). With several hosts the server connects to the one
 * that matches `target_session_attrs` and follows it after a failover (`db/primary.ts`).
 */

/** The `target_session_attrs` values a server that writes can use (libpq's names). */
export const TARGET_SESSION_ATTRS = ['read-write', 'primary', 'any'] as const;
export type TargetSessionAttrs = (typeof TARGET_SESSION_ATTRS)[number];

export interface HostList {
  /** one URL per host, in the given order, each naming only that host */
  hostUrls: string[];
  /** `host:port` of each host, for messages */
  hosts: string[];
  targetSessionAttrs: TargetSessionAttrs;
}

const URL_PARTS = /^(postgres(?:ql)?:\/\/)((?:[^@/?#]*@)?)([^/?#]*)(.*)$/s;

/** One `host[:port]` of the list: a name, an IPv4 address or a bracketed IPv6 address. */
const HOST_PORT = /^(\[[0-9A-Fa-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/;

/**
 * The hosts of a multi-host `DATABASE_URL`, or `null` for a URL with one host (used exactly as
 * before). Throws with a message for the operator when the list cannot be used.
 */
export function parseHostList(url: string): HostList | null {
  const parts = URL_PARTS.exec(url);
  if (!parts || !parts[3]!.includes(',')) return null;
  const [, scheme, userinfo, hostPart, rest] = parts as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const queryAt = rest.indexOf('?');
  const pathPart = queryAt < 0 ? rest : rest.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : rest.slice(queryAt + 1));
  const attrs = query.get('target_session_attrs') ?? 'any';
  if (!(TARGET_SESSION_ATTRS as readonly string[]).includes(attrs))
    throw new Error(
      `target_session_attrs=${attrs} is not supported: the server writes, use read-write (or primary)`,
    );
  // the server picks the host itself; the per-host URLs go to node-postgres without it
  query.delete('target_session_attrs');
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const hosts = hostPart.split(',').map((entry) => {
    const match = HOST_PORT.exec(entry.trim());
    const port = match?.[2] === undefined ? 5432 : Number(match[2]);
    if (!match || port < 1 || port > 65535) throw new Error(`host "${entry}" is not host:port`);
    return `${match[1]}:${port}`;
  });
  return {
    hosts,
    hostUrls: hosts.map((host) => `${scheme}${userinfo}${host}${pathPart}${search}`),
    targetSessionAttrs: attrs as TargetSessionAttrs,
  };
}

function hostListProblem(url: string): string | null {
  try {
    parseHostList(url);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

/** The variable's schema (config.ts): unset, or a postgres URL with one host or a usable list. */
export function databaseUrlSchema(optionalString: z.ZodType<string | undefined>) {
  return optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .superRefine((value, ctx) => {
        const problem = hostListProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: `names several hosts: ${problem}` });
      })
      .optional(),
  );
}
