/**
 * The request's URL in its one spelling (RFC 3986 section 6): doubled slashes collapsed,
 * percent-encoded unreserved characters decoded (`%61pi` → `api`) and dot segments resolved
 * (`/a/./b/../c` → `/a/c`, encoded too), as a browser would send it. Routing, access and the
 * static files then all see the same path. Other escapes stay as they came, so an encoded `/`
 * (`%2F`) stays inside its segment. The query is left alone.
 */
export const normalizeRequestUrl = (url: string): string => {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const decoded = path
    .replace(/%([0-9a-f]{2})/gi, (encoded, hex: string) => {
      const char = String.fromCharCode(Number.parseInt(hex, 16));
      return /[A-Za-z0-9\-._~]/.test(char) ? char : encoded;
    })
    .replace(/\/{2,}/g, '/');
  if (!/(^|\/)\.{1,2}(\/|$)/.test(decoded)) return `${decoded}${query}`;
  const kept: string[] = [];
  const segments = decoded.split('/').slice(1);
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') kept.pop();
      // `/a/b/..` names the folder `/a/`: keep the trailing slash.
      if (last) kept.push('');
      return;
    }
    kept.push(segment);
  });
  return `/${kept.join('/')}${query}`;
};
