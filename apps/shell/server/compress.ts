import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed answer saves less than the header costs. */
const MIN_BYTES = 1024;
const TEXT_TYPES = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/;

/**
 * Compresses text answers made per request (pages, API JSON) for browsers that accept it.
 * Static files are sent from their precompressed twins instead (tools/scripts/precompress.mjs),
 * and answers that are already encoded (the families tree, raster images) are left alone.
 * Brotli at quality 5 and gzip at level 6: a 150 KB page costs about a millisecond, and on a
 * slow phone connection it arrives four to six times sooner.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!TEXT_TYPES.test(type)) return payload;
    // Encoded once here: whatever is returned below, Fastify sends these bytes as they are.
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_BYTES) return body;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
    let encoded: Buffer;
    if (/\bbr\b/.test(accepted)) {
      encoded = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
      reply.header('content-encoding', 'br');
    } else if (/\bgzip\b/.test(accepted)) {
      encoded = await gzip(body, { level: 6 });
      reply.header('content-encoding', 'gzip');
    } else {
      return body;
    }
    reply.removeHeader('content-length');
    return encoded;
  });
}
