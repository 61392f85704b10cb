/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { registerSourceMapGate } from './source-maps';

async function siteWith(served: boolean) {
  const app = Fastify();
  registerSourceMapGate(app, served);
  app.get('/assets/shell/*', async (request) => `file ${request.url}`);
  await app.ready();
  return app;
}

describe('source maps on a production deployment', () => {
  it('answers *.map with 404 when switched off, and serves bundles as before', async () => {
    const app = await siteWith(false);
    expect((await app.inject({ url: '/assets/shell/main.1a2b.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/shell/main.1a2b.js.map?v=1' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/shell/main.1a2b.js' })).statusCode).toBe(200);
    await app.close();
  });

  it('serves them when switched on (development, SOURCE_MAPS=1)', async () => {
    const app = await siteWith(true);
    expect((await app.inject({ url: '/assets/shell/main.1a2b.js.map' })).statusCode).toBe(200);
    await app.close();
  });
});
