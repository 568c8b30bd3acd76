import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

const DIRECTORY = {
  OIDC_ISSUER: 'https://login.archive.example/realms/staff',
  OIDC_CLIENT_ID: 'lesesaal',
  OIDC_CLIENT_SECRET: 'secret',
  OIDC_ROLE_MAP: '{"lesesaal-admins":"ADMIN","lesesaal-desk":"DESK"}',
};

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
};

describe('directory sign-in configuration (OIDC_*)', () => {
  it('is off when nothing is set', () => {
    expect(loadConfig({}).oidc).toBeNull();
  });

  it('reads issuer, client, roles claim (default groups), role map and label', () => {
    expect(loadConfig({ ...DIRECTORY, OIDC_LABEL: 'Landeskonto' }).oidc).toEqual({
      issuer: DIRECTORY.OIDC_ISSUER,
      clientId: 'lesesaal',
      clientSecret: 'secret',
      rolesClaim: 'groups',
      roleMap: { 'lesesaal-admins': 'ADMIN', 'lesesaal-desk': 'DESK' },
      label: 'Landeskonto',
      hideLocalLogin: false,
    });
  });

  it('refuses a plain-http issuer except on a loopback address', () => {
    expect(problemsOf({ ...DIRECTORY, OIDC_ISSUER: 'http://login.archive.example' })).toEqual([
      expect.stringMatching(/^OIDC_ISSUER: must be an https URL/),
    ]);
    expect(loadConfig({ ...DIRECTORY, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.issuer).toBe(
      'http://127.0.0.1:4000',
    );
  });

  it('names each missing part of the client and a role map without a directory', () => {
    expect(problemsOf({ OIDC_ISSUER: DIRECTORY.OIDC_ISSUER })).toEqual([
      expect.stringMatching(/^OIDC_CLIENT_ID: required/),
      expect.stringMatching(/^OIDC_CLIENT_SECRET: required/),
      expect.stringMatching(/^OIDC_ROLE_MAP: required/),
    ]);
    expect(problemsOf({ OIDC_ROLE_MAP: DIRECTORY.OIDC_ROLE_MAP })).toEqual([
      expect.stringMatching(/^OIDC_ROLE_MAP: set OIDC_ISSUER/),
    ]);
  });

  it.each(['[]', '{}', '{"g":"OWNER"}', 'not json'])('refuses the role map %s', (map) => {
    expect(problemsOf({ ...DIRECTORY, OIDC_ROLE_MAP: map })).toEqual([
      expect.stringMatching(/^OIDC_ROLE_MAP: must be a JSON object from a group to a role/),
    ]);
  });
});
