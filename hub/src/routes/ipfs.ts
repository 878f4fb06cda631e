// The devnet's IPFS gateway stand-in: serves the content store by CID, checking every file against
// its CID first, so what a tokenURI names is exactly what the app gets.
import { Hono } from 'hono';
import { jsonError } from '../http.ts';
import { parseContentCid, readFromContentStore } from '../ipfs/contentStore.ts';
import { sniffContentType } from '../ipfs/contentType.ts';

// Untrusted images: an SVG opened on its own runs no script and loads nothing.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

export function ipfsRoutes({ contentDir }: { contentDir: string }) {
  const app = new Hono();

  app.on('GET', ['/:cid', '/:cid/'], async (c) => {
    const cid = parseContentCid(c.req.param('cid'));
    if (!cid) return jsonError(c, 400, 'Not a CID this gateway serves (CIDv1, raw, sha2-256)');
    const bytes = await readFromContentStore(contentDir, cid);
    if (bytes === 'corrupt') return jsonError(c, 500, 'The stored file does not match its CID');
    if (bytes === 'missing') return jsonError(c, 404, 'No content with this CID');
    const type = sniffContentType(bytes);
    c.header('Content-Type', type);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('ETag', `"${cid}"`);
    if (type === 'image/svg+xml') c.header('Content-Security-Policy', SVG_POLICY);
    return c.body(bytes as Uint8Array<ArrayBuffer>);
  });
  // Raw files are leaves: there is nothing inside them to address with a path.
  app.get('/:cid/*', (c) => jsonError(c, 404, 'No content at this path'));
  return app;
}
