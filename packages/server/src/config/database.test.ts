import { describe, expect, it } from 'vitest';
import { parseHostList } from './database';

describe('a multi-host DATABASE_URL', () => {
  it('is null for one host, whatever the query says', () => {
    expect(parseHostList('postgres://u@db:5432/lesesaal')).toBeNull();
    expect(parseHostList('postgres://u@db/lesesaal?application_name=a,b')).toBeNull();
    expect(parseHostList('postgres://u@db/lesesaal?target_session_attrs=read-write')).toBeNull();
  });

  it('gives one URL per host in order, without target_session_attrs, other parameters kept', () => {
    expect(
      parseHostList(
        'postgres://app:s%40cret@10.0.0.1:5433,node-b,[fd00::3]:6432/lesesaal?sslmode=require&target_session_attrs=read-write&application_name=x',
      ),
    ).toEqual({
      hosts: ['10.0.0.1:5433', 'node-b:5432', '[fd00::3]:6432'],
      hostUrls: [
        'postgres://app:s%40cret@10.0.0.1:5433/lesesaal?sslmode=require&application_name=x',
        'postgres://app:s%40cret@node-b:5432/lesesaal?sslmode=require&application_name=x',
        'postgres://app:s%40cret@[fd00::3]:6432/lesesaal?sslmode=require&application_name=x',
      ],
      targetSessionAttrs: 'read-write',
    });
  });

  it('connects to any host that answers unless told otherwise', () => {
    expect(parseHostList('postgresql://a,b/db')).toMatchObject({
      hostUrls: ['postgresql://a:5432/db', 'postgresql://b:5432/db'],
      targetSessionAttrs: 'any',
    });
  });

  it('refuses what a writing server cannot use, saying why', () => {
    expect(() => parseHostList('postgres://a,b/db?target_session_attrs=prefer-standby')).toThrow(
      /prefer-standby is not supported/,
    );
    expect(() => parseHostList('postgres://a,b:0/db')).toThrow(/"b:0" is not host:port/);
    expect(() => parseHostList('postgres://a,:5432/db')).toThrow(/is not host:port/);
  });
});
