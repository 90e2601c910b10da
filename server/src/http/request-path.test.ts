import { describe, expect, it } from 'vitest';
import { resolveDotSegments } from './request-path.ts';

describe('resolveDotSegments', () => {
  it('resolves single and double dots, plain or encoded', () => {
    expect(resolveDotSegments('/api/v1/x/../stores')).toBe('/api/v1/stores');
    expect(resolveDotSegments('/api/v1/./stores')).toBe('/api/v1/stores');
    expect(resolveDotSegments('/api/v1/x/%2e%2e/stores?page=1')).toBe('/api/v1/stores?page=1');
    expect(resolveDotSegments('/api/v1/x/%2E/stores')).toBe('/api/v1/x/stores');
    expect(resolveDotSegments('/api/v1/stores/..')).toBe('/api/v1/');
  });

  it('never climbs above the root', () => {
    expect(resolveDotSegments('/../../api/v1/auth')).toBe('/api/v1/auth');
  });

  it('leaves other paths, their encoded slashes and their queries as they are', () => {
    expect(resolveDotSegments('/api/v1/stores?x=../y')).toBe('/api/v1/stores?x=../y');
    expect(resolveDotSegments('/api/v1/a%2F..%2Fb')).toBe('/api/v1/a%2F..%2Fb');
    expect(resolveDotSegments('/api/v1/stores...')).toBe('/api/v1/stores...');
    expect(resolveDotSegments('/')).toBe('/');
  });
});
