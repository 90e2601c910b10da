import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The list screen as the browser alone would show it: a copy of its rendered page without scripts,
 * at /stores on an origin of its own, with everything else (stylesheets, icon) passed through from
 * the app's server with the app's headers. Timing it the way the app is timed gives the part of a
 * navigation that no script can remove: the browser's and the machine's share.
 */
export const startStaticCopy = async (appBase: string, page: { path: string; html: string }) => {
  // The page goes out with the headers the app sends for it (its Cross-Origin-Opener-Policy, which
  // decides whether a new visit gets a process of its own, and its caching).
  const appPage = await fetch(`${appBase}${page.path}`);
  await appPage.arrayBuffer();
  const body = Buffer.from(page.html);
  const copiedHeaders = (headers: Headers) => {
    const kept: Record<string, string> = {};
    headers.forEach((value, name) => {
      // fetch hands over the body decoded, and the page's own validators would not match the copy.
      if (
        !['content-encoding', 'content-length', 'transfer-encoding', 'etag', 'last-modified'].includes(name)
      )
        kept[name] = value;
    });
    return kept;
  };
  const pageHeaders = { ...copiedHeaders(appPage.headers), 'content-length': String(body.length) };
  const server = createServer((request, response) => {
    if (request.url === page.path) {
      response.writeHead(200, pageHeaders).end(body);
      return;
    }
    fetch(`${appBase}${request.url}`)
      .then(async (answer) => {
        const answerBody = Buffer.from(await answer.arrayBuffer());
        response
          .writeHead(answer.status, {
            ...copiedHeaders(answer.headers),
            'content-length': String(answerBody.length),
          })
          .end(answerBody);
      })
      .catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The page's rendered document without its scripts or the preloads only they would use. */
export const renderedWithoutScripts = () => {
  const copy = document.documentElement.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('script, link[rel="preload"], link[rel="modulepreload"]'))
    element.remove();
  return `<!doctype html>\n${copy.outerHTML}`;
};
