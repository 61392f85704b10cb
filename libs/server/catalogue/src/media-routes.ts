import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESSORY_FAMILIES } from '@bike/shared/domain';
import { badRequest, notFound, parseInput } from '@bike/server/core';
import { BIKE_VIEWS, COCKPIT_KINDS, SADDLE_KINDS, WHEEL_KINDS, type BikeView } from '@bike/shared/domain/bike-drawing';
import { accessorySvg, bikeSvg, BIKE_SHAPES, isHexColour, voucherBannerSvg, type BikeShape } from './paint-image';
import { rasterise, rasterQuerySchema, wantsRaster } from './raster-image';
import { apiRoute } from './route-helpers';

const COLOURS = /^([0-9a-fA-F]{6})-([0-9a-fA-F]{6})\.svg$/;
/** A configuration's picture also names its parts: {primary}-{accent}.{wheels}.{cockpit}.{saddle}.svg (kinds of the drawing). */
const COLOURS_AND_PARTS = /^([0-9a-fA-F]{6})-([0-9a-fA-F]{6})(?:\.([a-z-]{1,20})\.([a-z-]{1,20})\.([a-z-]{1,20}))?\.svg$/;
const oneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => (list as readonly string[]).includes(value ?? '');
const imageNotFound = () => notFound('IMAGE_NOT_FOUND', 'Image not found');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The SVG, or with ?w=600|1000|1800[&fm=webp|png][&q=80] a raster rendition of it. Same URL,
 * same picture: images can be cached for a year by browsers and a CDN.
 */
async function sendImage(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const query = request.query as Record<string, unknown>;
  if (!wantsRaster(query)) {
    reply.header('content-type', 'image/svg+xml; charset=utf-8');
    reply.header('cache-control', IMMUTABLE);
    return reply.send(svg);
  }
  const raster = parseInput(rasterQuerySchema, query);
  if (!raster.w) throw badRequest('VALIDATION_ERROR', 'w is required for a raster image (600, 1000 or 1800)', [{ path: 'w', message: 'w is required' }]);
  const rendition = await rasterise(request.url.split('?')[0], svg, { ...raster, w: raster.w });
  reply.header('content-type', rendition.type);
  reply.header('cache-control', IMMUTABLE);
  reply.header('etag', rendition.etag);
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === rendition.etag) return reply.status(304).send();
  return reply.send(rendition.body);
}

/** Generated product images referenced by items.image and items.voucherbannerimage. */
export async function registerMediaRoutes(app: FastifyInstance): Promise<void> {
  /** A bike's picture in one of its views (bike-views.ts); the side view's address has no view. */
  const bikeImage = (request: FastifyRequest, reply: FastifyReply, view: BikeView) => {
    const { shape, file } = request.params as { shape: string; file: string };
    const match = COLOURS_AND_PARTS.exec(file);
    if (!(BIKE_SHAPES as readonly string[]).includes(shape) || !match || !isHexColour(match[1]!)) throw imageNotFound();
    const [, primary, accent, wheels, cockpit, saddle] = match;
    let parts: Parameters<typeof bikeSvg>[3];
    if (wheels !== undefined) {
      if (!oneOf(WHEEL_KINDS, wheels) || !oneOf(COCKPIT_KINDS, cockpit) || !oneOf(SADDLE_KINDS, saddle)) throw imageNotFound();
      parts = { wheels, cockpit, saddle };
    }
    return sendImage(request, reply, bikeSvg(shape as BikeShape, primary!.toLowerCase(), accent!.toLowerCase(), parts, view));
  };

  apiRoute(app, {
    method: 'GET',
    url: '/media/bikes/:shape/:file',
    summary: 'Bike image drawn from a paint design: /media/bikes/{road|gravel|mountain|ebike|triathlon}/{primary}-{accent}[.{wheels}.{cockpit}.{saddle}].svg[?w=600|1000|1800&fm=webp|png&q=80]',
    tags: ['media'],
    handler: async (request, reply) => bikeImage(request, reply, 'side'),
  });

  apiRoute(app, {
    method: 'GET',
    url: '/media/bikes/:shape/:view/:file',
    summary: 'Another view of the same bike drawing: /media/bikes/{shape}/{three-quarter|groupset|cockpit}/{same file as the side view}',
    tags: ['media'],
    handler: async (request, reply) => {
      const { view } = request.params as { view: string };
      if (!oneOf(BIKE_VIEWS, view) || view === 'side') throw imageNotFound();
      return bikeImage(request, reply, view);
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/media/accessories/:family/:file',
    summary: 'Accessory or apparel image: /media/accessories/{family}/{primary}-{accent}.svg',
    tags: ['media'],
    handler: async (request, reply) => {
      const { family, file } = request.params as { family: string; file: string };
      const match = COLOURS.exec(file);
      if (!(ACCESSORY_FAMILIES as readonly string[]).includes(family) || !match) throw imageNotFound();
      return sendImage(request, reply, accessorySvg(family, match[1].toLowerCase(), match[2].toLowerCase()));
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/media/banners/:file',
    summary: 'Voucher banner image: /media/banners/voucher-{country}.svg',
    tags: ['media'],
    handler: async (request, reply) => {
      const { file } = request.params as { file: string };
      const match = /^voucher-([a-z]{2})\.svg$/.exec(file);
      if (!match) throw imageNotFound();
      return sendImage(request, reply, voucherBannerSvg(match[1]));
    },
  });
}
