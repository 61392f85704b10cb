import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCESSORY_FAMILIES } from '@bike/shared/domain';
import { notFound } from '@bike/server/core';
import { accessorySvg, bikeSvg, BIKE_SHAPES, isHexColour, voucherBannerSvg, type BikeShape } from './paint-image';
import { apiRoute } from './route-helpers';

const COLOURS = /^([0-9a-fA-F]{6})-([0-9a-fA-F]{6})\.svg$/;
const imageNotFound = () => notFound('IMAGE_NOT_FOUND', 'Image not found');

function sendSvg(reply: FastifyReply, svg: string) {
  // Same URL, same picture: images can be cached for a year by browsers and a CDN.
  reply.header('content-type', 'image/svg+xml; charset=utf-8');
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  return reply.send(svg);
}

/** Generated product images referenced by items.image and items.voucherbannerimage. */
export async function registerMediaRoutes(app: FastifyInstance): Promise<void> {
  apiRoute(app, {
    method: 'GET',
    url: '/media/bikes/:shape/:file',
    summary: 'Bike image drawn from a paint design: /media/bikes/{road|gravel|mountain|ebike|triathlon}/{primary}-{accent}.svg',
    tags: ['media'],
    handler: async (request, reply) => {
      const { shape, file } = request.params as { shape: string; file: string };
      const match = COLOURS.exec(file);
      if (!(BIKE_SHAPES as readonly string[]).includes(shape) || !match || !isHexColour(match[1])) throw imageNotFound();
      return sendSvg(reply, bikeSvg(shape as BikeShape, match[1].toLowerCase(), match[2].toLowerCase()));
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
      return sendSvg(reply, accessorySvg(family, match[1].toLowerCase(), match[2].toLowerCase()));
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
      return sendSvg(reply, voucherBannerSvg(match[1]));
    },
  });
}
