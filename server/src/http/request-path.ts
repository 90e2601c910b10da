/**
 * The request's URL with its dot segments resolved (`/a/./b/../c` → `/a/c`), also when they are
 * percent-encoded (`%2e%2e`), as a browser would send it. The router matches the decoded path;
 * without this, `/api/v1/x/../stores` would reach no route where `/api/v1/stores` reaches one.
 * Other segments are kept as they came, so an encoded `/` (`%2F`) stays inside its segment.
 */
export const resolveDotSegments = (url: string): string => {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  if (!/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(path)) return url;
  const kept: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, index) => {
    const plain = segment.replace(/%2e/gi, '.');
    const last = index === segments.length - 1;
    if (plain === '.' || plain === '..') {
      if (plain === '..') kept.pop();
      // `/a/b/..` names the folder `/a/`: keep the trailing slash.
      if (last) kept.push('');
      return;
    }
    kept.push(segment);
  });
  return `/${kept.join('/')}${query}`;
};
