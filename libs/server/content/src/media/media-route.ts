import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { repoFolder } from '@bike/server/core';
import { abstractSvg } from './abstract-svg';

/** Films of the seeded content, committed in libs/server/content/media (made by tools/scripts/make-demo-video.mts). */
/** Committed films and their captions (WebVTT), by file name, with their type. */
const FILMS = new Map([['workshop-loop.webm', 'video/webm'], ['workshop-loop.vtt', 'text/vtt; charset=utf-8']]);
const films = new Map<string, Promise<Buffer>>();
const film = (name: string) => {
  let bytes = films.get(name);
  if (!bytes) {
    bytes = readFile(path.join(repoFolder('libs', 'server', 'content', 'media'), name));
    bytes.catch(() => films.delete(name));
    films.set(name, bytes);
  }
  return bytes;
};

/**
 * GET /media/content/{name}.svg: the generated artwork of the seeded content, and
 * GET /media/content/{name}.webm and .vtt: its films and their captions (all cacheable for a day).
 */
export async function registerContentMediaRoute(app: FastifyInstance): Promise<void> {
  const schema = { summary: 'Generated content image ({name}.svg)', tags: ['content'] } as FastifySchema;
  app.get<{ Params: { file: string } }>('/media/content/:file', { schema }, async (request, reply) => {
    const filmType = FILMS.get(request.params.file);
    if (filmType) {
      return reply
        .header('content-type', filmType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(await film(request.params.file));
    }
    const match = /^([a-zA-Z0-9-]{1,80})\.svg$/.exec(request.params.file);
    if (!match) {
      return reply.status(404).send({
        error: { status: 404, code: 'MEDIA_NOT_FOUND', name: 'notFound', message: 'No such image' },
      });
    }
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(abstractSvg(match[1]));
  });
}
