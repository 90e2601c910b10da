import { describe, expect, it } from 'vitest';
import { normalizeRequestUrl } from './request-path.ts';

describe('normalizeRequestUrl', () => {
  it('resolves single and double dots, plain or encoded', () => {
    expect(normalizeRequestUrl('/api/v1/x/../stores')).toBe('/api/v1/stores');
    expect(normalizeRequestUrl('/api/v1/./stores')).toBe('/api/v1/stores');
    expect(normalizeRequestUrl('/api/v1/x/%2e%2e/stores?page=1')).toBe('/api/v1/stores?page=1');
    expect(normalizeRequestUrl('/api/v1/x/%2E/stores')).toBe('/api/v1/x/stores');
    expect(normalizeRequestUrl('/api/v1/stores/..')).toBe('/api/v1/');
  });

  it('never climbs above the root', () => {
    expect(normalizeRequestUrl('/../../api/v1/auth')).toBe('/api/v1/auth');
  });

  it('decodes unreserved characters and collapses doubled slashes', () => {
    expect(normalizeRequestUrl('/%61pi/%761/auth')).toBe('/api/v1/auth');
    expect(normalizeRequestUrl('//api///v1//stores')).toBe('/api/v1/stores');
    expect(normalizeRequestUrl('/api/v1/%7Euser')).toBe('/api/v1/~user');
  });

  it('leaves reserved escapes, other paths and the query as they are', () => {
    expect(normalizeRequestUrl('/api/v1/stores?x=../y//z')).toBe('/api/v1/stores?x=../y//z');
    expect(normalizeRequestUrl('/api/v1/a%2F..%2Fb')).toBe('/api/v1/a%2F..%2Fb');
    expect(normalizeRequestUrl('/api/v1/a%20b%00')).toBe('/api/v1/a%20b%00');
    expect(normalizeRequestUrl('/api/v1/stores...')).toBe('/api/v1/stores...');
    expect(normalizeRequestUrl('/')).toBe('/');
  });
});
