import { request } from 'node:http';

/** What Chromium sends; the gateway answers with the best copy it has (brotli, else gzip). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Bytes of a response's body exactly as they crossed the wire (no decompression), and its encoding. */
function transferred(url: string): Promise<{ bytes: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if ((res.statusCode ?? 0) >= 400) reject(new Error(`${url}: ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        resolve({ bytes: body.length, encoding: String(res.headers['content-encoding'] ?? 'identity'), body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export interface FirstRouteJs {
  /** JavaScript bytes as transferred (compressed as sent). */
  transferred: number;
  files: { path: string; bytes: number; encoding: string }[];
}

/**
 * The JavaScript a first visit to a page must download before it is interactive, as sent over the wire: the module
 * scripts and module preloads its server-rendered HTML names (the entry, the route's chunks and what they import),
 * each fetched with a browser's Accept-Encoding and counted compressed. Chunks loaded later on idle (chat, toasts) are
 * not in the HTML and not counted here; Lighthouse's figure of all the page's script bytes is printed beside it.
 */
export async function firstRouteJs(pageUrl: string): Promise<FirstRouteJs> {
  const { body } = await transferred(pageUrl);
  // The page itself may arrive compressed; read its HTML through fetch, which decodes.
  const html = body.toString('utf8').includes('<html') ? body.toString('utf8') : await (await fetch(pageUrl)).text();
  const sources = new Set<string>();
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isModule = attribute(tag, 'type') === 'module' || attribute(tag, 'rel') === 'modulepreload';
    const source = attribute(tag, 'src') ?? attribute(tag, 'href');
    if (isModule && source) sources.add(source);
  }
  if (sources.size === 0) throw new Error(`${pageUrl}: the page names no module script`);
  const files = [];
  for (const source of sources) {
    const url = new URL(source, pageUrl).toString();
    const { bytes, encoding } = await transferred(url);
    files.push({ path: new URL(url).pathname, bytes, encoding });
  }
  return { transferred: files.reduce((sum, f) => sum + f.bytes, 0), files };
}
